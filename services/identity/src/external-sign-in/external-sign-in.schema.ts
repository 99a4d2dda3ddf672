import { z } from 'zod';

export const EXTERNAL_PROVIDERS = ['google', 'facebook'] as const;
export type ExternalProvider = (typeof EXTERNAL_PROVIDERS)[number];

const name = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((value) => value ?? '');

/** What the gateway learnt from the provider after it validated the provider's answer. */
export const externalSignInSchema = z.object({
  provider: z.enum(EXTERNAL_PROVIDERS, { error: 'provider must be google or facebook' }),
  subject: z.string({ error: 'subject is required' }).min(1, 'subject is required').max(255),
  email: z
    .string({ error: 'The provider did not share an email address' })
    .trim()
    .toLowerCase()
    .pipe(z.email('The provider did not share a valid email address').max(254)),
  emailVerified: z.boolean({ error: 'emailVerified must be true or false' }),
  firstName: name,
  lastName: name,
});

export type ExternalSignInInput = z.input<typeof externalSignInSchema>;
export type ExternalSignIn = z.output<typeof externalSignInSchema>;
