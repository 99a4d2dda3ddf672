import { defineErrors, ErrorKind } from '@village/kit';

export enum GoogleCalendarErrorCode {
  NotConfigured = 'GOOGLE_CALENDAR_NOT_CONFIGURED',
  LinkExpired = 'GOOGLE_CALENDAR_LINK_EXPIRED',
  Refused = 'GOOGLE_CALENDAR_REFUSED',
}

export const googleCalendarErrors = defineErrors<GoogleCalendarErrorCode>({
  [GoogleCalendarErrorCode.NotConfigured]: ErrorKind.Unavailable,
  [GoogleCalendarErrorCode.LinkExpired]: ErrorKind.Invalid,
  [GoogleCalendarErrorCode.Refused]: ErrorKind.Invalid,
});

export const googleCalendarNotConfigured = () =>
  googleCalendarErrors.error(GoogleCalendarErrorCode.NotConfigured, 'Google Calendar is not available here');

export const googleCalendarLinkExpired = () =>
  googleCalendarErrors.error(
    GoogleCalendarErrorCode.LinkExpired,
    'This Google sign-in has expired or was already used. Please connect again.',
  );

export const googleCalendarRefused = (reason: string) =>
  googleCalendarErrors.error(GoogleCalendarErrorCode.Refused, `Google refused the connection (${reason})`);
