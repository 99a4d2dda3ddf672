import { throwIfNotOk } from '../../api/api-request';
import { csrfHeaders } from '../../api/csrf';

export interface ProfileSetupFields {
  country: string;
  postcode: string;
  profileImage?: File | null;
  passportImage?: File | null;
}

/** POST /api/profile/setup (multipart: country, postcode, optional profileImage, optional passportImage). */
export async function saveProfileSetup(fields: ProfileSetupFields): Promise<void> {
  const form = new FormData();
  form.set('country', fields.country);
  form.set('postcode', fields.postcode);
  if (fields.profileImage) form.set('profileImage', fields.profileImage);
  if (fields.passportImage) form.set('passportImage', fields.passportImage);
  const response = await fetch('/api/profile/setup', {
    method: 'POST',
    body: form,
    headers: csrfHeaders(),
    credentials: 'include',
  });
  await throwIfNotOk(response);
}
