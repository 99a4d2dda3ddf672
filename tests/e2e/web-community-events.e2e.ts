import type { Browser, Page } from '@playwright/test';
import { clientFor, type RoleClient } from './support/api-roles';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/consented-test';
import { uniqueTitle } from './support/service-seeding';

/** Opens a page signed in as the client; closed by the caller through its context. */
async function pageOf(browser: Browser, client: RoleClient): Promise<Page> {
  const context = await browser.newContext({ storageState: await client.http.storageState() });
  return context.newPage();
}

/** A datetime-local value `days` from today at `time`, in the browser's own zone. */
function localDateTime(days: number, time: string): string {
  const day = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}T${time}`;
}

test('an event with two places fills, takes a waitlist, and gives a freed place to the member waiting', async ({
  browser,
  baseURL,
}) => {
  const [organiser, first, second, waiting] = await Promise.all([
    clientFor('member', baseURL!),
    clientFor('member', baseURL!),
    clientFor('anotherMember', baseURL!),
    clientFor('anotherMember', baseURL!),
  ]);
  const title = uniqueTitle('Picnic in the park');

  // The organiser creates the event in the dialog; an end before the start is refused first.
  const organiserPage = await pageOf(browser, organiser);
  await organiserPage.goto('/community-events');
  await expect(organiserPage.getByRole('heading', { level: 1, name: 'Community Events' })).toBeVisible();
  await expect(organiserPage.getByRole('group', { name: 'Event types' }).getByRole('button')).toHaveText([
    'All Events',
    'Social',
    'Workshops',
    'Support Groups',
    'Educational',
    'Meetups',
  ]);
  await expectNoSeriousViolations(organiserPage, '/community-events');
  await organiserPage.getByRole('button', { name: 'Create Event' }).click();
  const dialog = organiserPage.getByRole('dialog', { name: 'Create Event' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('Bring a blanket and something to share.');
  await dialog.getByLabel('Event type').selectOption('Social');
  await dialog.getByLabel('Location').fill('Rowntree Park, York');
  await dialog.getByLabel('Starts').fill(localDateTime(2, '12:00'));
  await dialog.getByLabel('Ends').fill(localDateTime(2, '10:00'));
  await expect(dialog.getByLabel('Max participants')).toHaveValue('20');
  await dialog.getByLabel('Max participants').fill('2');
  await dialog.getByRole('button', { name: 'Create Event' }).click();
  await expect(dialog.getByText('The end must be after the start')).toBeVisible();
  await dialog.getByLabel('Starts').fill(localDateTime(2, '10:00'));
  await dialog.getByLabel('Ends').fill(localDateTime(2, '12:00'));
  await dialog.getByRole('button', { name: 'Create Event' }).click();
  await expect(organiserPage.getByText('Event Created', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  const organiserCard = organiserPage.getByRole('listitem', { name: title });
  await expect(organiserCard).toContainText('Social');
  await expect(organiserCard).toContainText('Rowntree Park, York');
  await expect(organiserCard).toContainText('0 / 2 participants');
  await expect(organiserCard).toContainText('Robin');
  const detailsHref = await organiserCard.getByRole('link', { name: `Details of ${title}` }).getAttribute('href');
  const eventId = /^\/community-events\/([0-9a-f-]{36})$/.exec(detailsHref ?? '')![1];

  // One member RSVPs in the browser, another through the API: the two places are taken.
  const firstPage = await pageOf(browser, first);
  await firstPage.goto('/community-events');
  const firstCard = firstPage.getByRole('listitem', { name: title });
  await firstCard.getByRole('button', { name: 'RSVP' }).click();
  await expect(firstPage.getByText('RSVP Updated', { exact: true })).toBeVisible();
  await expect(firstCard.getByText('Attending')).toBeVisible();
  await expect(firstCard).toContainText('1 / 2 participants');

  const byApi = await second.http.post(`/api/community-events/${eventId}/rsvp`, {
    data: { status: 'confirmed' },
    headers: { 'x-csrf-token': second.csrfToken },
  });
  expect(byApi.status(), await byApi.text()).toBe(200);
  expect(((await byApi.json()) as { myRsvp: { status: string } }).myRsvp.status).toBe('going');

  // The fourth member finds it full and joins the waitlist.
  const waitingPage = await pageOf(browser, waiting);
  await waitingPage.goto('/community-events');
  const waitingCard = waitingPage.getByRole('listitem', { name: title });
  await expect(waitingCard).toContainText('2 / 2 participants');
  await waitingCard.getByRole('button', { name: 'Join waitlist' }).click();
  await expect(waitingPage.getByText('RSVP Updated', { exact: true })).toBeVisible();
  await expect(waitingCard.getByText('On the waitlist (#1)')).toBeVisible();

  // An attendee cancels: the freed place goes to the member waiting.
  await firstPage.reload();
  await firstPage.getByRole('listitem', { name: title }).getByRole('button', { name: 'Cancel RSVP' }).click();
  await expect(firstPage.getByText('RSVP Updated', { exact: true })).toBeVisible();
  await expect(
    firstPage.getByRole('listitem', { name: title }).getByRole('button', { name: 'Join waitlist' }),
  ).toBeVisible();

  await waitingPage.reload();
  await expect(waitingPage.getByRole('listitem', { name: title }).getByText('Attending')).toBeVisible();
  await expect(waitingPage.getByRole('listitem', { name: title })).toContainText('2 / 2 participants');

  // The event's page: the details, the RSVP and the calendar file.
  await waitingPage
    .getByRole('listitem', { name: title })
    .getByRole('link', { name: `Details of ${title}` })
    .click();
  await expect(waitingPage).toHaveURL(new RegExp(`/community-events/${eventId}$`));
  await expect(waitingPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(waitingPage.getByText('Bring a blanket and something to share.')).toBeVisible();
  await expect(waitingPage.getByText('Rowntree Park, York')).toBeVisible();
  await expect(waitingPage.getByText('2 / 2', { exact: true })).toBeVisible();
  await expect(waitingPage.getByText('Attending')).toBeVisible();
  await expect(waitingPage.getByRole('button', { name: 'Cancel RSVP' })).toBeVisible();
  await expectNoSeriousViolations(waitingPage, '/community-events/:id');

  const calendarLink = waitingPage.getByRole('link', { name: 'Add to calendar (.ics)' });
  const [download] = await Promise.all([waitingPage.waitForEvent('download'), calendarLink.click()]);
  expect(download.suggestedFilename()).toBe(`village-event-${eventId}.ics`);
  const calendar = await waitingPage.request.get((await calendarLink.getAttribute('href'))!);
  expect(calendar.status()).toBe(200);
  expect(calendar.headers()['content-type']).toMatch(/^text\/calendar/);
  const ics = await calendar.text();
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain(title);

  for (const page of [organiserPage, firstPage, waitingPage]) await page.context().close();
  for (const client of [organiser, first, second, waiting]) await client.dispose();
});
