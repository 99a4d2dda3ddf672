import { Inject, Injectable } from '@nestjs/common';
import { SealedTokenCipher } from '@village/kit';
import { IDENTITY_ENV, type IdentityEnv } from '../env';

export interface GoogleCalendarSettings {
  clientId: string;
  clientSecret: string;
  cipher: SealedTokenCipher;
  authUrl: string;
  tokenUrl: string;
  apiUrl: string;
  /** Where Google sends the member back: the gateway's callback route. */
  redirectUri: string;
}

/** Google Calendar's settings when the client id, secret and token key are all set; otherwise it is not offered. */
@Injectable()
export class GoogleCalendarConfig {
  readonly settings: GoogleCalendarSettings | null;

  constructor(@Inject(IDENTITY_ENV) env: IdentityEnv) {
    const { GOOGLE_CALENDAR_CLIENT_ID: clientId, GOOGLE_CALENDAR_CLIENT_SECRET: clientSecret } = env;
    const key = env.GOOGLE_CALENDAR_TOKEN_KEY;
    this.settings =
      clientId && clientSecret && key
        ? {
            clientId,
            clientSecret,
            cipher: new SealedTokenCipher(key, 'GOOGLE_CALENDAR_TOKEN_KEY'),
            authUrl: env.GOOGLE_CALENDAR_AUTH_URL,
            tokenUrl: env.GOOGLE_CALENDAR_TOKEN_URL,
            apiUrl: env.GOOGLE_CALENDAR_API_URL.replace(/\/$/, ''),
            redirectUri: `${env.APP_URL.replace(/\/$/, '')}/api/calendar/google/callback`,
          }
        : null;
  }
}
