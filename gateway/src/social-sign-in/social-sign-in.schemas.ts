import { z } from 'zod';
import { COMMON_ERRORS, errorResponse, jsonResponse, noQuery } from '../errors/error-response.schema';
import { SOCIAL_PROVIDERS } from './social-providers';

const providerParams = z.object({
  provider: z
    .enum(SOCIAL_PROVIDERS, { error: 'The provider must be google or facebook' })
    .describe('The identity provider.'),
});

const callbackText = z.string().max(4096);

/** What a provider sends back; anything else in the query is ignored. */
const callbackQuery = z
  .looseObject({
    code: callbackText.optional().describe('The authorization code.'),
    state: callbackText.optional().describe('Must match the state of the sign-in the browser started.'),
    error: callbackText.optional().describe('The provider refused or the member cancelled.'),
    error_description: callbackText.optional(),
    iss: callbackText.optional(),
  })
  .describe("The provider's authorization response.");

const redirect = (description: string) =>
  z.undefined().meta({
    description,
    headers: { location: { type: 'string', description: 'Where the browser goes next.' } },
  });

export const providersRouteSchema = {
  summary: 'Which social sign-in providers this Village has set up',
  tags: ['auth'],
  querystring: noQuery,
  response: {
    200: jsonResponse(
      z.object({ google: z.boolean(), facebook: z.boolean() }),
      'true for each provider that is configured; the sign-in page offers only those.',
    ),
    ...COMMON_ERRORS,
  },
};

export const startSocialSignInRouteSchema = {
  summary: 'Browser navigation: sign in with Google or Facebook',
  tags: ['auth'],
  params: providerParams,
  querystring: noQuery,
  response: {
    302: redirect(
      "Redirects to the provider's sign-in (state, nonce and PKCE verifier kept in a sealed 10-minute cookie), " +
        'or to /signin?error=social-sign-in-unavailable when the provider is not set up.',
    ),
    ...COMMON_ERRORS,
    400: errorResponse('The provider is neither google nor facebook.'),
    429: errorResponse('Too many sign-in attempts from this address; the Retry-After header says when to retry.'),
  },
};

export const socialSignInCallbackRouteSchema = {
  summary: "Browser navigation: the provider's answer",
  tags: ['auth'],
  params: providerParams,
  querystring: callbackQuery,
  response: {
    302: redirect(
      'Signed in (session cookies set): to /signup-complete for a new member, else to /. Anything wrong (a missing ' +
        'or altered state, a refused code, an email the provider has not verified): to /signin?error=<reason>.',
    ),
    ...COMMON_ERRORS,
    400: errorResponse('The provider is neither google nor facebook, or a parameter is too long.'),
    429: errorResponse('Too many sign-in attempts from this address; the Retry-After header says when to retry.'),
  },
};
