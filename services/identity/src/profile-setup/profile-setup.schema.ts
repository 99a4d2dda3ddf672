import { z } from 'zod';
import { isCountryName } from '@village/kit';

/** The Basic Info of /profile-setup, with the spec's messages. */
export const profileSetupSchema = z.object({
  country: z
    .string({ error: 'Country is required' })
    .trim()
    .min(1, 'Country is required')
    .refine(isCountryName, 'Please select your country'),
  postcode: z
    .string({ error: 'Postcode is required' })
    .trim()
    .min(1, 'Postcode is required')
    .max(16, 'Postcode must be under 16 characters'),
  identityDocumentId: z.uuid('The identity document could not be found').optional(),
});

export type ProfileSetupInput = z.input<typeof profileSetupSchema>;
