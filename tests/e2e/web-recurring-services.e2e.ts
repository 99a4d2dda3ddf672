import type { Browser, Page } from '@playwright/test';
import { clientFor, type RoleClient } from './support/api-roles';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/consented-test';
import { serviceFields, uniqueTitle } from './support/service-seeding';
import { PHONE } from './support/viewport';

const DAY_MS = 24 * 60 * 60 * 1000;
const LISTING_WAIT_MS = 15_000;

async function pageOf(browser: Browser, client: RoleClient): Promise<Page> {
  const context = await browser.newContext({ storageState: await client.http.storageState() });
  return context.newPage();
}

/** The next Monday at least two days ahead, at 10:00 UTC (a London morning whatever the season). */
function firstMonday(): Date {
  const day = new Date(Date.now() + 2 * DAY_MS);
  day.setUTCHours(10, 0, 0, 0);
  while (day.getUTCDay() !== 1) day.setTime(day.getTime() + DAY_MS);
  return day;
}

const londonDay = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(at);

const isoDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);

const bookedDayLabel = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(at);

/** Waits until bookings knows the new service (it learns of it through an event, a moment later). */
async function occurrencesOnceListed(client: RoleClient, serviceId: string): Promise<Array<{ date: string }>> {
  const deadline = Date.now() + LISTING_WAIT_MS;
  for (;;) {
    const response = await client.http.get(`/api/services/${serviceId}/occurrences`);
    if (response.status() === 200)
      return ((await response.json()) as { occurrences: Array<{ date: string }> }).occurrences;
    if (Date.now() >= deadline)
      throw new Error(`occurrences never came: ${response.status()} ${await response.text()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

test('a fortnightly service: the guest books its second date, the host sees it, then cancels the third', async ({
  browser,
  baseURL,
}) => {
  const [host, guest] = await Promise.all([clientFor('member', baseURL!), clientFor('anotherMember', baseURL!)]);
  const title = uniqueTitle('Fortnightly forest school');
  const first = firstMonday();
  const [second, third] = [new Date(first.getTime() + 14 * DAY_MS), new Date(first.getTime() + 28 * DAY_MS)];
  try {
    const listed = await host.http.post('/api/services', {
      headers: { 'x-csrf-token': host.csrfToken },
      multipart: serviceFields({
        title,
        dateTime: first.toISOString(),
        isRecurring: 'true',
        recurringPattern: 'biweekly',
        durationMinutes: '90',
        maxParticipants: '2',
      }),
    });
    expect(listed.status(), await listed.text()).toBe(201);
    const service = (await listed.json()) as { id: string };
    const dates = await occurrencesOnceListed(guest, service.id);
    expect(dates.slice(0, 3).map((occurrence) => occurrence.date)).toEqual([first, second, third].map(isoDay));

    // The guest sees the dates 14 days apart on the service's page, with their places.
    const guestPage = await pageOf(browser, guest);
    await guestPage.goto(`/service/${service.id}`);
    const upcoming = guestPage.getByRole('region', { name: 'Upcoming dates' });
    const items = upcoming.getByRole('listitem');
    await expect(items.nth(0)).toContainText(`${londonDay(first)}`);
    await expect(items.nth(1)).toContainText(`${londonDay(second)}`);
    await expect(items.nth(2)).toContainText(`${londonDay(third)}`);
    await expect(items.nth(1)).toContainText('2 places left');
    await expectNoSeriousViolations(guestPage, 'a recurring service page');
    await guestPage.setViewportSize(PHONE);
    await expect(upcoming).toBeVisible();
    await expectNoSeriousViolations(guestPage, 'a recurring service page at 390 px');

    // The guest books the second date in the dialog.
    await guestPage.getByRole('button', { name: 'Book This Service' }).click();
    const dialog = guestPage.getByRole('dialog', { name: 'Book Service' });
    const picker = dialog.getByLabel('Date');
    await expect(picker.locator('option').nth(2)).toHaveText(
      new RegExp(`^${londonDay(second)}, .*\\(2 places left\\)$`),
    );
    await expectNoSeriousViolations(guestPage, 'the Book Service dialog of a recurring service at 390 px');
    await picker.selectOption(isoDay(second));
    await dialog.getByRole('button', { name: 'Request Booking' }).click();
    await expect(guestPage.getByText('Booking requested').first()).toBeVisible();

    // The host sees the booking on that date, in Bookings and in the service's dates.
    const hostPage = await pageOf(browser, host);
    await hostPage.goto('/services?tab=bookings');
    const request = hostPage.getByRole('region', { name: 'As a host' }).getByRole('article', { name: title });
    await expect(request).toContainText(bookedDayLabel(second));
    await hostPage.goto('/my-services');
    await hostPage.getByRole('button', { name: `Dates of ${title}` }).click();
    const datesDialog = hostPage.getByRole('dialog', { name: `Dates of ${title}` });
    const secondDate = datesDialog.getByRole('listitem').nth(1);
    await expect(secondDate).toContainText(londonDay(second));
    await expect(secondDate).toContainText('1 booked · 1 place left');
    await expectNoSeriousViolations(hostPage, "the host's dates of a recurring service");

    // The host cancels the third date: it is gone for guests.
    const thirdDate = datesDialog.getByRole('listitem').nth(2);
    await thirdDate.getByRole('button', { name: /^Cancel / }).click();
    await expect(hostPage.getByText('Date cancelled').first()).toBeVisible();
    await expect(thirdDate).toContainText('Cancelled');
    await guestPage.goto(`/service/${service.id}`);
    await expect(upcoming.getByRole('listitem').nth(1)).toContainText(londonDay(second));
    await expect(upcoming).not.toContainText(londonDay(third));
  } finally {
    await Promise.all([host, guest].map((client) => client.dispose()));
  }
});

test('a weekly community event: each date is its own event, RSVPed on its own, paused and resumed', async ({
  browser,
  baseURL,
}) => {
  const [organiser, member] = await Promise.all([clientFor('member', baseURL!), clientFor('anotherMember', baseURL!)]);
  const title = uniqueTitle('Weekly parents coffee');
  const start = new Date(Date.now() + 2 * DAY_MS);
  try {
    const organiserPage = await pageOf(browser, organiser);
    await organiserPage.goto('/community-events');
    await organiserPage.getByRole('button', { name: 'Create Event' }).click();
    const dialog = organiserPage.getByRole('dialog', { name: 'Create Event' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Event type').selectOption('Meetup');
    await dialog.getByLabel('Location').fill('Library hall, York');
    const local = (at: Date, time: string) =>
      `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}T${time}`;
    await dialog.getByLabel('Starts').fill(local(start, '10:00'));
    await dialog.getByLabel('Ends').fill(local(start, '11:00'));
    await dialog.getByLabel('Max participants').fill('2');
    await dialog.getByLabel('Repeats').selectOption('Custom…');
    await dialog.getByRole('button', { name: 'Create Event' }).click();
    await expect(dialog.getByText('Please enter a repeat rule, e.g. FREQ=WEEKLY;BYDAY=MO')).toBeVisible();
    await dialog.getByLabel('Repeat rule').fill('FREQ=WEEKLY;COUNT=3');
    await expectNoSeriousViolations(organiserPage, 'the Create Event dialog with a repeat rule');
    await dialog.getByRole('button', { name: 'Create Event' }).click();
    await expect(organiserPage.getByText('Event Created', { exact: true })).toBeVisible();

    const memberPage = await pageOf(browser, member);
    await memberPage.setViewportSize(PHONE);
    await memberPage.goto('/community-events');
    const dates = memberPage.getByRole('listitem', { name: title });
    await expect(dates).toHaveCount(3);
    await expect(dates.nth(0)).toContainText('Repeats');
    await expectNoSeriousViolations(memberPage, 'community events with a recurring event at 390 px');
    await dates.nth(1).getByRole('button', { name: 'RSVP' }).click();
    await expect(memberPage.getByText('RSVP Updated', { exact: true })).toBeVisible();
    await expect(dates.nth(1)).toContainText('1 / 2 participants');
    await expect(dates.nth(0)).toContainText('0 / 2 participants');
    await expect(dates.nth(2)).toContainText('0 / 2 participants');

    // The organiser pauses RSVPs to the third date: the member sees it Paused and an RSVP is refused; resumed, it works.
    await organiserPage.reload();
    const organiserDates = organiserPage.getByRole('listitem', { name: title });
    await organiserDates
      .nth(2)
      .getByRole('button', { name: `Pause RSVPs to ${title} on this date` })
      .click();
    await expect(organiserPage.getByText('RSVPs paused', { exact: true })).toBeVisible();
    await expect(organiserDates.nth(2)).toContainText('Paused');
    await memberPage.reload();
    await expect(dates.nth(2)).toContainText('Paused');
    await expect(dates.nth(2)).toContainText('RSVPs to this date are paused');
    await expectNoSeriousViolations(memberPage, 'community events with a paused date at 390 px');
    const listed = (await (await member.http.get('/api/community-events')).json()) as Array<{
      id: string;
      title: string;
    }>;
    const pausedId = listed.filter((event) => event.title === title)[2]?.id;
    const refused = await member.http.post(`/api/community-events/${pausedId}/rsvp`, {
      headers: { 'x-csrf-token': member.csrfToken },
      data: { status: 'confirmed' },
    });
    expect(refused.status()).toBe(409);
    expect(await refused.json()).toMatchObject({ message: 'RSVPs to this date are paused' });
    await organiserDates
      .nth(2)
      .getByRole('button', { name: `Resume RSVPs to ${title} on this date` })
      .click();
    await expect(organiserPage.getByText('RSVPs resumed', { exact: true })).toBeVisible();
    await memberPage.reload();
    await expect(dates.nth(2)).not.toContainText('Paused');
    await dates.nth(2).getByRole('button', { name: 'RSVP' }).click();
    await expect(dates.nth(2)).toContainText('1 / 2 participants');

    // The organiser cancels the first date: it leaves the list; the member's date stays.
    await organiserPage.reload();
    await organiserDates
      .nth(0)
      .getByRole('button', { name: `Cancel ${title} on this date` })
      .click();
    await expect(organiserPage.getByText('Event cancelled', { exact: true })).toBeVisible();
    await expect(organiserDates).toHaveCount(2);
    await memberPage.reload();
    await expect(dates).toHaveCount(2);
    await expect(dates.nth(0)).toContainText('1 / 2 participants');
  } finally {
    await Promise.all([organiser, member].map((client) => client.dispose()));
  }
});
