import type { SignupValues } from './signup.schema';

export function buildRegistrationFormData(values: SignupValues, photo: File | null): FormData {
  const data = new FormData();
  data.append('fullName', values.fullName);
  data.append('email', values.email);
  data.append('password', values.password);
  data.append('city', values.city);
  data.append('postcode', values.postcode);
  data.append('country', values.country);
  data.append('isSingleParent', String(values.isSingleParent));
  data.append('isLookingForColiving', String(values.isLookingForColiving));
  data.append('offersServices', String(values.offersServices));
  if (photo) {
    data.append('profilePhoto', photo);
  }
  return data;
}
