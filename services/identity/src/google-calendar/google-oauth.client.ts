import { z } from 'zod';
import type { GoogleCalendarSettings } from './google-calendar.config';

/** Only what Village asks for: to put events in the member's calendars, and nothing else of their account. */
export const GOOGLE_CALENDAR_SCOPE = 'https://www.googleapis.com/auth/calendar.events';

const tokenAnswer = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().int().positive(),
  refresh_token: z.string().min(1).optional(),
});

export type GoogleTokens = z.infer<typeof tokenAnswer>;

const errorAnswer = z.object({ error: z.string(), error_description: z.string().optional() });

/** The address the browser is sent to: Google's consent screen, coming back with a code and `state`. */
export function googleAuthorisationUrl(settings: GoogleCalendarSettings, state: string): string {
  const url = new URL(settings.authUrl);
  url.search = new URLSearchParams({
    client_id: settings.clientId,
    redirect_uri: settings.redirectUri,
    response_type: 'code',
    scope: GOOGLE_CALENDAR_SCOPE,
    access_type: 'offline',
    prompt: 'consent',
    include_granted_scopes: 'true',
    state,
  }).toString();
  return url.toString();
}

/** Google's token endpoint: a code (authorization_code) or a refresh token; a refusal throws with Google's reason. */
export async function requestGoogleTokens(
  settings: GoogleCalendarSettings,
  grant: { code: string } | { refreshToken: string },
): Promise<GoogleTokens> {
  const form = new URLSearchParams({ client_id: settings.clientId, client_secret: settings.clientSecret });
  if ('code' in grant) {
    form.set('grant_type', 'authorization_code');
    form.set('code', grant.code);
    form.set('redirect_uri', settings.redirectUri);
  } else {
    form.set('grant_type', 'refresh_token');
    form.set('refresh_token', grant.refreshToken);
  }
  const response = await fetch(settings.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: form,
    signal: AbortSignal.timeout(10_000),
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const refusal = errorAnswer.safeParse(body);
    throw new GoogleTokenRefusal(refusal.success ? refusal.data.error : `HTTP ${response.status}`);
  }
  const tokens = tokenAnswer.safeParse(body);
  if (!tokens.success) throw new GoogleTokenRefusal('unreadable token answer');
  return tokens.data;
}

export class GoogleTokenRefusal extends Error {
  constructor(readonly reason: string) {
    super(`Google's token endpoint refused: ${reason}`);
  }
}
