import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { registrationFields, uniqueEmail } from './support/api-roles';
import { expectNoSeriousViolations } from './support/axe';
import { rememberCookieChoice } from './support/cookie-consent';
import { expect, test } from './support/consented-test';
import { csrfTokenOfPage } from './support/member-in-browser';
import { uniqueTitle } from './support/service-seeding';
import { PHONE } from './support/viewport';

/** A first name this run alone uses (letters only), so the member search finds exactly this member. */
const uniqueFirstName = (name: string) =>
  name + [...randomBytes(4)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');

/** A browser of its own, signed in as a member registered afresh under `fullName`. */
async function memberPage(browser: Browser, fullName: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await rememberCookieChoice(page);
  await page.goto('/about');
  const registered = await page.request.post('/api/register', {
    multipart: { ...registrationFields(uniqueEmail('meetings')), fullName },
    headers: { 'x-csrf-token': await csrfTokenOfPage(page) },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  return page;
}

/** A datetime-local value `days` from today at `time`, in the browser's own zone. */
function localDateTime(days: number, time: string): string {
  const day = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}T${time}`;
}

/** Waits until the open tab has loaded its list, so an absent card is really absent. */
async function listLoaded(page: Page): Promise<void> {
  await expect(page.getByRole('tabpanel')).toBeVisible();
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
}

test('a signed-out visitor is asked to sign in', async ({ page }) => {
  await page.goto('/video-meetings');
  await expect(page.getByRole('heading', { level: 1, name: 'Please sign in to see video meetings' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login');
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await expectNoSeriousViolations(page, '/video-meetings (signed out)');
});

test('a host schedules a private meeting and invites a member, who accepts; the host sees it and deletes the meeting', async ({
  browser,
}) => {
  const hostFirstName = uniqueFirstName('Hana');
  const guestFirstName = uniqueFirstName('Gwen');
  const host = await memberPage(browser, `${hostFirstName} Okoro`);
  const guest = await memberPage(browser, `${guestFirstName} Lloyd`);
  const title = uniqueTitle('Sleep support circle');

  // The host opens the page: four tabs, Upcoming first.
  await host.goto('/video-meetings');
  await expect(host.getByRole('heading', { level: 1, name: 'Video Meetings' })).toBeVisible();
  await expect(host.getByRole('tablist', { name: 'Meetings' }).getByRole('tab')).toHaveText([
    'Upcoming',
    'My Meetings',
    'Invitations',
    'History',
  ]);
  await expect(host.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
  await expectNoSeriousViolations(host, '/video-meetings');

  // Create Meeting: the spec's messages first, then a private support group tomorrow at 10:00.
  await host.getByRole('button', { name: 'Create Meeting' }).click();
  const form = host.getByRole('dialog', { name: 'Create Meeting' });
  await expect(form.getByLabel('Duration (minutes)')).toHaveValue('60');
  await expect(form.getByLabel('Max participants')).toHaveValue('10');
  await expect(form.getByRole('checkbox', { name: 'Public meeting' })).toBeChecked();
  await expect(form.getByLabel('Meeting type')).toHaveValue('general');
  await form.getByRole('button', { name: 'Create Meeting' }).click();
  await expect(form.getByText('Title is required')).toBeVisible();
  await expect(form.getByText('Date and time is required')).toBeVisible();
  await expectNoSeriousViolations(host, 'Create Meeting dialog');
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Description (optional)').fill('Bedtime routines that work.');
  await form.getByLabel('Date and time').fill(localDateTime(1, '10:00'));
  await form.getByLabel('Max participants').fill('4');
  await form.getByLabel('Meeting type').selectOption('Support group');
  await form.getByRole('checkbox', { name: 'Public meeting' }).click();
  await form.getByRole('button', { name: 'Create Meeting' }).click();
  await expect(host.getByText('Meeting Created', { exact: true })).toBeVisible();
  await expect(form).toBeHidden();

  // It is in Upcoming, with Join shut until 15 minutes before, and in My Meetings.
  const upcomingCard = host.getByRole('listitem', { name: title });
  await expect(upcomingCard).toContainText('Support group');
  await expect(upcomingCard).toContainText('Private');
  await expect(upcomingCard).toContainText('Scheduled');
  await expect(upcomingCard).toContainText('1 hour');
  await expect(upcomingCard).toContainText('Up to 4 participants');
  await expect(upcomingCard).toContainText(`${hostFirstName} Okoro (you)`);
  await expect(upcomingCard.getByRole('button', { name: `Join ${title}` })).toBeDisabled();
  await expect(upcomingCard).toContainText(/Opens at \d\d:\d\d on /);
  const calendarHref = await upcomingCard.getByRole('link', { name: /Add to calendar/ }).getAttribute('href');
  const calendar = await host.request.get(calendarHref!);
  expect(calendar.status()).toBe(200);
  expect(calendar.headers()['content-type']).toMatch(/^text\/calendar/);
  expect(await calendar.text()).toContain(title);

  await host.getByRole('tab', { name: 'My Meetings' }).click();
  await expect(host).toHaveURL(/\/video-meetings\?tab=my-meetings$/);
  await expect(host.getByRole('listitem', { name: title })).toBeVisible();

  // The guest cannot see the private meeting before being invited.
  await guest.goto('/video-meetings');
  await expect(guest.getByRole('heading', { level: 1, name: 'Video Meetings' })).toBeVisible();
  await expect(guest.getByRole('tab', { name: 'Invitations' })).toBeVisible();
  await listLoaded(guest);
  await expect(guest.getByRole('listitem', { name: title })).toHaveCount(0);

  // The host finds the guest by name and invites them.
  await host
    .getByRole('listitem', { name: title })
    .getByRole('button', { name: `Invite members to ${title}` })
    .click();
  const invite = host.getByRole('dialog', { name: 'Invite members' });
  await expect(invite.getByText('Nobody is invited yet.')).toBeVisible();
  await invite.getByLabel('Search members by name').fill(guestFirstName.slice(0, 2));
  await invite.getByLabel('Search members by name').fill(guestFirstName);
  const found = invite.getByRole('list', { name: 'Members found' });
  await expect(found.getByRole('checkbox')).toHaveCount(1);
  await found.getByRole('checkbox', { name: `${guestFirstName} Lloyd` }).click();
  await expectNoSeriousViolations(host, 'Invite members dialog');
  await invite.getByRole('button', { name: 'Invite' }).click();
  await expect(host.getByText('Invitations Sent', { exact: true })).toBeVisible();
  const invited = invite.getByRole('list', { name: 'Invited members' }).getByRole('listitem');
  await expect(invited).toHaveCount(1);
  await expect(invited).toContainText(`${guestFirstName} Lloyd`);
  await expect(invited).toContainText('pending');
  await invite.getByRole('button', { name: 'Close' }).last().click();
  await expect(invite).toBeHidden();

  // The guest, on a phone, sees the invitation, counted on its tab, and accepts it.
  await guest.setViewportSize(PHONE);
  await guest.goto('/video-meetings?tab=invitations');
  await expect(guest.getByRole('tab', { name: 'Invitations 1 pending' })).toHaveAttribute('aria-selected', 'true');
  const invitation = guest.getByRole('listitem', { name: title });
  await expect(invitation).toContainText(`${hostFirstName} Okoro`);
  expect(await guest.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoSeriousViolations(guest, '/video-meetings?tab=invitations at 390 px');
  await invitation.getByRole('button', { name: `Accept the invitation to ${title}` }).click();
  await expect(guest.getByText('Invitation Accepted', { exact: true })).toBeVisible();
  await expect(guest.getByRole('heading', { name: 'No invitations' })).toBeVisible();
  await expect(guest.getByRole('tab', { name: 'Invitations', exact: true })).toBeVisible();
  await guest.getByRole('tab', { name: 'Upcoming' }).click();
  const guestCard = guest.getByRole('listitem', { name: title });
  await expect(guestCard).toContainText('accepted');
  await expect(guestCard.getByRole('button', { name: /Invite|Delete/ })).toHaveCount(0);

  // The host sees the answer.
  await host.reload();
  await host
    .getByRole('listitem', { name: title })
    .getByRole('button', { name: `Invite members to ${title}` })
    .click();
  const answered = host
    .getByRole('dialog', { name: 'Invite members' })
    .getByRole('list', { name: 'Invited members' })
    .getByRole('listitem');
  await expect(answered).toContainText(`${guestFirstName} Lloyd`);
  await expect(answered).toContainText('accepted');
  await host.getByRole('dialog', { name: 'Invite members' }).getByRole('button', { name: 'Close' }).last().click();

  // Delete asks first; then the meeting is gone from the host's lists and the guest's.
  await host
    .getByRole('listitem', { name: title })
    .getByRole('button', { name: `Delete ${title}` })
    .click();
  const confirm = host.getByRole('alertdialog', { name: 'Delete this meeting?' });
  await expect(confirm).toContainText('Are you sure you want to delete this meeting?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(host.getByText('Meeting Deleted', { exact: true })).toBeVisible();
  await expect(host.getByRole('listitem', { name: title })).toHaveCount(0);
  await guest.reload();
  await expect(guest.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
  await listLoaded(guest);
  await expect(guest.getByRole('listitem', { name: title })).toHaveCount(0);

  for (const page of [host, guest]) await page.context().close();
});

test('Join links to the call page once the meeting opens, 15 minutes before its start', async ({ browser }) => {
  const host = await memberPage(browser, `${uniqueFirstName('Nia')} Evans`);
  const title = uniqueTitle('Playdate planning');
  const created = await host.request.post('/api/video-meetings', {
    data: {
      title,
      scheduledFor: new Date(Date.now() + 10 * 60 * 1000).toISOString(),
      duration: 30,
      meetingType: 'playdate',
    },
    headers: { 'x-csrf-token': await csrfTokenOfPage(host) },
  });
  expect(created.status(), await created.text()).toBe(201);
  const meeting = (await created.json()) as { roomId: string; maxParticipants: number; callMode: string };
  // Ten places by default: more than a direct call holds, so the call needs the SFU or the page says it has none.
  expect(meeting.maxParticipants).toBe(10);
  expect(['sfu', 'unavailable']).toContain(meeting.callMode);

  await host.goto('/video-meetings');
  const card = host.getByRole('listitem', { name: title });
  await expect(card.getByRole('link', { name: `Join ${title}` })).toHaveAttribute(
    'href',
    `/video-call/${meeting.roomId}`,
  );
  await expect(card).toContainText('Playdate');
  await expect(card).toContainText('Public');
  await expect(card.getByRole('note')).toHaveCount(meeting.callMode === 'unavailable' ? 1 : 0);
  await expectNoSeriousViolations(host, '/video-meetings (a meeting open to join)');
  await host.context().close();
});
