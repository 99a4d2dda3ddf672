import { randomBytes } from 'node:crypto';

/** The registration form's fields, as the gateway forwards them to identity (flags arrive as text). */
export type RegistrationFields = {
  fullName: string;
  email: string;
  password: string;
  city: string;
  postcode: string;
  country: string;
  isSingleParent: string | boolean;
  isLookingForColiving: string | boolean;
  offersServices: string | boolean;
};

export const uniqueEmail = (name = 'parent'): string => `${name}.${randomBytes(4).toString('hex')}@example.test`;

/** A registration where every field is valid; each call has a new email. */
export function validRegistration(overrides: Partial<RegistrationFields> = {}): RegistrationFields {
  return {
    fullName: 'Sam Rivers',
    email: uniqueEmail(),
    password: 'correct horse battery',
    city: 'Leeds',
    postcode: 'LS1 4AP',
    country: 'United Kingdom',
    isSingleParent: 'true',
    isLookingForColiving: 'false',
    offersServices: 'true',
    ...overrides,
  };
}
