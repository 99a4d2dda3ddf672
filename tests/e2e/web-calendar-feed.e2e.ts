import ICAL from 'ical.js';
import type { APIRequestContext, Page } from '@playwright/test';
import { clientFor } from './support/api-roles';
import { expectNoSeriousViolations } from './support/axe';
import { FUTURE_DAY, requestBookingOnceListed } from './support/booking-requests';
import { expect, test } from './support/consented-test';
import { csrfTokenOfPage } from './support/member-in-browser';
import { notifications } from './support/notifications';
import { serviceFields, uniqueTitle } from './support/service-seeding';
import { signUpInPage } from './support/signed-in-page';
import { PHONE } from './support/viewport';

/** The UIDs of the VEVENTs a calendar client finds in an iCalendar text (ical.js parses it as a client would). */
function eventUids(text: string): string[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((event) => String(event.getFirstPropertyValue('uid')));
}

async function feedUids(request: APIRequestContext, url: string): Promise<string[]> {
  const response = await request.get(url);
  if (response.status() !== 200) return [];
  return eventUids(await response.text());
}

/** Makes a new feed link with the given button on the Security tab; answers the link shown (not `previous`). */
async function makeFeedLink(page: Page, button: 'Create link' | 'Reset link', previous = ''): Promise<string> {
  await page.getByRole('button', { name: button }).click();
  const field = page.getByLabel('Your calendar link');
  await expect(field).toHaveValue(/\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(field).not.toHaveValue(previous);
  return field.inputValue();
}

test('a member subscribes to their feed, resets it, downloads a booking and connects Google Calendar', async ({
  page,
  baseURL,
}) => {
  await signUpInPage(page);
  const host = await clientFor('member', baseURL!);
  const serviceTitle = uniqueTitle('Calendar playdate');
  const listed = await host.http.post('/api/services', {
    headers: { 'x-csrf-token': host.csrfToken },
    multipart: serviceFields({ title: serviceTitle, pricingType: 'free', maxParticipants: '3' }),
  });
  expect(listed.status(), await listed.text()).toBe(201);
  const service = (await listed.json()) as { id: string; hostId: string };

  // The member's booking, accepted by the host: confirmed.
  const guest = { http: page.request, csrfToken: await csrfTokenOfPage(page) } as Parameters<
    typeof requestBookingOnceListed
  >[0];
  const requested = await requestBookingOnceListed(guest, {
    serviceId: service.id,
    hostId: service.hostId,
    bookingDate: FUTURE_DAY,
  });
  expect(requested.status(), await requested.text()).toBe(201);
  const booking = (await requested.json()) as { id: string };
  const accepted = await host.http.post(`/api/bookings/${booking.id}/accept`, {
    headers: { 'x-csrf-token': host.csrfToken },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);

  // A meeting the member hosts.
  const scheduled = await page.request.post('/api/video-meetings', {
    data: {
      title: uniqueTitle('Calendar chat'),
      scheduledFor: new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString(),
      duration: 45,
      meetingType: 'general',
    },
    headers: { 'x-csrf-token': await csrfTokenOfPage(page) },
  });
  expect(scheduled.status(), await scheduled.text()).toBe(201);
  const meeting = (await scheduled.json()) as { id: string };

  // The booking alone, as a file, linked from the booking's card.
  await page.goto('/services?tab=bookings');
  await expect(page.getByRole('link', { name: `Add to calendar (${serviceTitle}, .ics)` })).toHaveAttribute(
    'href',
    `/api/bookings/${booking.id}/calendar.ics`,
  );
  const single = await page.request.get(`/api/bookings/${booking.id}/calendar.ics`);
  expect(single.status()).toBe(200);
  expect(single.headers()['content-type']).toContain('text/calendar');
  expect(eventUids(await single.text())).toEqual([`${booking.id}@village-bookings`]);

  await page.setViewportSize(PHONE);
  await page.goto('/profile-setup?tab=security');
  await expect(page.getByRole('heading', { name: 'Calendar feed' })).toBeVisible();
  await expect(page.getByText('No link yet')).toBeVisible();
  const first = await makeFeedLink(page, 'Create link');
  await expectNoSeriousViolations(page, '/profile-setup?tab=security (calendar feed)');

  // A calendar client (no session) finds both once the events have reached identity.
  const visitor = await clientFor('visitor', baseURL!);
  await expect
    .poll(async () => (await feedUids(visitor.http, first)).sort(), { timeout: 30_000 })
    .toEqual([`${booking.id}@village-bookings`, `${meeting.id}@village-video-meetings`].sort());

  const second = await makeFeedLink(page, 'Reset link', first);
  expect(second).not.toBe(first);
  expect((await visitor.http.get(first)).status()).toBe(404);
  expect((await feedUids(visitor.http, second)).length).toBe(2);

  // Google Calendar, against the local stand-in of Google's OAuth and Calendar endpoints.
  await page.goto('/enhanced-profile');
  await page.getByRole('button', { name: 'Connect Google Calendar' }).click();
  await expect(page).toHaveURL(/\/enhanced-profile$/);
  await expect(page.getByText('Connected', { exact: true })).toBeVisible();
  await expect(notifications(page).getByText('Google Calendar connected')).toBeVisible();
  const me = (await (await page.request.get('/api/auth/user')).json()) as { googleCalendarConnected: boolean };
  expect(me.googleCalendarConnected).toBe(true);
  await expectNoSeriousViolations(page, '/enhanced-profile (Google Calendar connected)');

  await Promise.all([host.dispose(), visitor.dispose()]);
});
