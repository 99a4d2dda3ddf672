import type { GoogleCalendarEvent } from './google-calendar-events';

/** A Google Calendar API answer Village cannot carry on from: the push job fails and is retried. */
export class GoogleCalendarApiFailure extends Error {
  constructor(
    readonly status: number,
    action: string,
  ) {
    super(`Google Calendar answered ${status} to ${action}`);
  }
}

/** The member's primary calendar, through Google Calendar API v3, as the member (their access token). */
export class GoogleCalendarApi {
  constructor(
    private readonly apiUrl: string,
    private readonly accessToken: string,
  ) {}

  /** Puts the event in the calendar under its id: inserts it, or updates it when that id is already there. */
  async put(event: GoogleCalendarEvent): Promise<void> {
    const updated = await this.call('PUT', `/${encodeURIComponent(event.id)}`, event);
    if (updated.ok) return;
    if (updated.status !== 404) throw new GoogleCalendarApiFailure(updated.status, `update ${event.id}`);
    const inserted = await this.call('POST', '', event);
    if (!inserted.ok) throw new GoogleCalendarApiFailure(inserted.status, `insert ${event.id}`);
  }

  /** Removes the event; one already gone (404, or 410 once deleted) is fine. */
  async remove(eventId: string): Promise<void> {
    const response = await this.call('DELETE', `/${encodeURIComponent(eventId)}`);
    if (!response.ok && response.status !== 404 && response.status !== 410) {
      throw new GoogleCalendarApiFailure(response.status, `delete ${eventId}`);
    }
  }

  private async call(method: string, path: string, body?: GoogleCalendarEvent): Promise<Response> {
    const response = await fetch(`${this.apiUrl}/calendars/primary/events${path}`, {
      method,
      headers: {
        authorization: `Bearer ${this.accessToken}`,
        accept: 'application/json',
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer().catch(() => undefined);
    return response;
  }
}
