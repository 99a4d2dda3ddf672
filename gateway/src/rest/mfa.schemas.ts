import { z } from 'zod';
import {
  COMMON_ERRORS,
  errorResponse,
  formText,
  jsonResponse,
  noQuery,
  WRITE_ERRORS,
} from '../errors/error-response.schema';
import { currentUserSchema } from './current-user.schema';

const mfaStatus = z.object({ enabled: z.boolean() }).meta({ id: 'MfaStatus' });

const mfaSetup = z
  .object({
    qrCodeUrl: z.string().describe('The otpauth:// URI (issuer Village, the member’s email) as a PNG data: URL.'),
    secret: z.string().describe('The base32 secret, for typing into an authenticator app. Shown only here.'),
  })
  .meta({ id: 'MfaSetup' });

const codeBody = z.object(
  { code: formText('Code', 64, { missing: 'Enter the 6-digit code from your authenticator app' }) },
  { error: 'Send the code as a JSON object: { "code": "123456" }.' },
);

const NOT_SIGNED_IN = { 401: errorResponse('Not signed in.') };
const CONFLICT = (description: string) => ({ 409: errorResponse(description) });

export const mfaStatusRouteSchema = {
  summary: "The signed-in member's two-factor authentication",
  tags: ['mfa'],
  querystring: noQuery,
  response: { 200: jsonResponse(mfaStatus, 'Whether it is on.'), ...COMMON_ERRORS, ...NOT_SIGNED_IN },
};

const setupResponses = {
  200: jsonResponse(mfaSetup, 'A new secret, pending until POST /api/mfa/verify gets a right code for it.'),
  ...WRITE_ERRORS,
  ...NOT_SIGNED_IN,
  ...CONFLICT('Two-factor authentication is already on.'),
};

export const mfaSetupRouteSchema = {
  summary: 'Start setting up two-factor authentication',
  description: 'Makes a new TOTP secret on the server and keeps it encrypted; a pending one is replaced.',
  tags: ['mfa'],
  body: z.object({}).strict().nullish().describe('No body.'),
  response: setupResponses,
};

export const legacyMfaSetupRouteSchema = {
  summary: 'Start setting up two-factor authentication (the prototype’s call)',
  description:
    'Kept for the call table of the specification, whose prototype made the secret in the browser and sent it. ' +
    'A secret made in a browser is not trusted: the sent `secret` is ignored, and the route answers exactly as ' +
    'POST /api/mfa/setup, with a secret made on the server.',
  tags: ['mfa'],
  body: z
    .object({ secret: formText('Secret', 256).optional().describe('Ignored.') })
    .nullish()
    .describe('The prototype sent { secret }; it is ignored.'),
  response: setupResponses,
};

export const mfaVerifyRouteSchema = {
  summary: 'Turn two-factor authentication on with a code from the app',
  tags: ['mfa'],
  body: codeBody,
  response: {
    200: jsonResponse(
      z.object({
        enabled: z.literal(true),
        recoveryCodes: z.array(z.string()).describe('Ten single-use recovery codes, shown this once.'),
      }),
      'Two-factor authentication is on.',
    ),
    ...WRITE_ERRORS,
    400: errorResponse("Invalid code (or not 6 digits): 'Invalid code'."),
    ...NOT_SIGNED_IN,
    ...CONFLICT('No setup was started, or two-factor authentication is already on.'),
  },
};

export const mfaDisableRouteSchema = {
  summary: 'Turn two-factor authentication off with a code from the app or a recovery code',
  tags: ['mfa'],
  body: codeBody,
  response: {
    200: jsonResponse(z.object({ enabled: z.literal(false) }), 'Two-factor authentication is off.'),
    ...WRITE_ERRORS,
    400: errorResponse("The code is wrong: 'Invalid code'."),
    ...NOT_SIGNED_IN,
    ...CONFLICT('Two-factor authentication is not on.'),
    429: errorResponse('Too many wrong codes: codes are refused for 15 minutes (or too many requests).'),
  },
};

export const mfaChallengeBodySchema = z
  .object(
    {
      code: formText('Code', 32).optional().describe('The 6-digit code from the authenticator app.'),
      recoveryCode: formText('Recovery code', 64).optional().describe('One of the recovery codes, instead.'),
    },
    { error: 'Send { "code": "123456" } or { "recoveryCode": "..." } as a JSON object.' },
  )
  .refine((body) => (body.code === undefined) !== (body.recoveryCode === undefined), {
    message: 'Enter the 6-digit code from your authenticator app',
    path: ['code'],
  });

export const mfaChallengeRouteSchema = {
  summary: 'Complete a sign-in with a code from the app, or a recovery code',
  description: 'After POST /api/auth/signin answered { mfaRequired: true }: the challenge travels in its cookie.',
  tags: ['auth'],
  body: mfaChallengeBodySchema,
  response: {
    200: jsonResponse(z.object({ user: currentUserSchema }), 'Signed in: the session cookies are set.'),
    ...WRITE_ERRORS,
    400: errorResponse("Wrong code: 'Invalid code' (or 'Invalid recovery code')."),
    401: errorResponse('No sign-in is waiting for a code, or it expired (5 minutes): sign in again.'),
    429: errorResponse('Five wrong codes: two-factor sign-in for the account is locked for 15 minutes.'),
  },
};
