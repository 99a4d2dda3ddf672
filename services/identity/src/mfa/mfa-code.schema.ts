import { z } from 'zod';
import { CODE_FORMAT } from './mfa.errors';

/** A code from the authenticator app: exactly 6 digits (spaces the member typed are ignored). */
export const totpCodeSchema = z
  .string({ error: CODE_FORMAT })
  .max(32, CODE_FORMAT)
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, CODE_FORMAT));

const recoveryCodeSchema = z
  .string({ error: 'Enter one of your recovery codes' })
  .trim()
  .min(1, 'Enter one of your recovery codes')
  .max(64, 'Enter one of your recovery codes');

export const confirmMfaSetupSchema = z.object({ code: totpCodeSchema });

/** Turning MFA off takes a code from the app, or one of the recovery codes (for a member without their phone). */
export const disableMfaSchema = z.object({
  code: z.string({ error: CODE_FORMAT }).trim().min(1, CODE_FORMAT).max(64, CODE_FORMAT),
});

/** Completing a sign-in challenge: a code from the app, or a recovery code (exactly one of them). */
export const mfaChallengeSchema = z
  .object({
    challengeToken: z.string({ error: 'Your sign-in has expired. Please sign in again.' }).min(1).max(200),
    code: totpCodeSchema.optional(),
    recoveryCode: recoveryCodeSchema.optional(),
  })
  .refine((input) => (input.code === undefined) !== (input.recoveryCode === undefined), {
    message: CODE_FORMAT,
    path: ['code'],
  });

export type MfaProof = { code: string } | { recoveryCode: string };
