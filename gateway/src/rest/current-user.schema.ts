import { z } from 'zod';

/**
 * The signed-in member as every /api answer carries it (sign-in, registration, GET /api/auth/user): the fields the
 * spec's pages use. Fields outside this list are dropped on the way out.
 */
/** The graph's TrustLevel: the highest step of the trust ladder a member has climbed. */
export const trustLevelSchema = z
  .enum(['NONE', 'VERIFIED', 'VOUCHED', 'ENHANCED_DBS'])
  .describe('The highest step of the trust ladder climbed: verified → vouched → enhanced DBS checked.');

export const currentUserSchema = z
  .object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    fullName: z.string(),
    email: z.string(),
    profileImageUrl: z.string().nullable().describe('Path of the profile photo, or null.'),
    country: z.string(),
    postcode: z.string(),
    city: z.string(),
    isVerified: z.boolean(),
    emailConfirmed: z.boolean().describe('Whether the member confirmed their email address.'),
    isAdmin: z.boolean(),
    mfaEnabled: z.boolean(),
    createdAt: z.string().describe('ISO 8601 date-time'),
    hasPendingSignup: z.boolean(),
    googleCalendarConnected: z.boolean(),
    isSingleParent: z.boolean(),
    isLookingForColiving: z.boolean(),
    offersServices: z.boolean(),
    trustLevel: trustLevelSchema,
  })
  .meta({ id: 'CurrentUser' });

export type CurrentUser = z.infer<typeof currentUserSchema>;
