import { z } from 'zod';
import { isCountryName } from '@village/kit';
import { isOwnEmail, newPasswordSchema, PASSWORD_IS_EMAIL } from './password-rules';

const flag = z.union([z.boolean(), z.enum(['true', 'false'])]).transform((value) => value === true || value === 'true');

export const registrationSchema = z
  .object({
    fullName: z
      .string({ error: 'Full name must be at least 2 characters' })
      .trim()
      .min(2, 'Full name must be at least 2 characters')
      .max(100, 'Full name must be under 100 characters'),
    email: z
      .string({ error: 'Please enter a valid email address' })
      .trim()
      .toLowerCase()
      .pipe(z.email('Please enter a valid email address').max(254, 'Please enter a valid email address')),
    password: newPasswordSchema,
    city: z
      .string({ error: 'Please enter your city/town' })
      .trim()
      .min(2, 'Please enter your city/town')
      .max(100, 'City must be under 100 characters'),
    postcode: z
      .string({ error: 'Please enter your postcode/zip code' })
      .trim()
      .min(3, 'Please enter your postcode/zip code')
      .max(16, 'Postcode must be under 16 characters'),
    country: z
      .string({ error: 'Please select your country' })
      .min(1, 'Please select your country')
      .refine(isCountryName, 'Please select your country'),
    isSingleParent: flag.default(false),
    isLookingForColiving: flag.default(false),
    offersServices: flag.default(false),
    profilePhotoId: z.uuid().optional(),
  })
  .refine((form) => !isOwnEmail(form.password, form.email), { path: ['password'], message: PASSWORD_IS_EMAIL });

export type RegistrationInput = z.input<typeof registrationSchema>;
export type Registration = z.output<typeof registrationSchema>;

export const signInSchema = z.object({
  email: z
    .string({ error: 'Please enter a valid email address' })
    .trim()
    .toLowerCase()
    .pipe(z.email('Please enter a valid email address')),
  password: z.string({ error: 'Please enter your password' }).min(1, 'Please enter your password').max(256),
});

export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const parts = fullName.trim().split(/\s+/);
  const firstName = parts[0] ?? '';
  return { firstName, lastName: parts.slice(1).join(' ') };
}
