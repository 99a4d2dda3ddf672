import { stackBaseUrl } from './support/booking-requests';
import { randomBytes } from 'node:crypto';
import { expectNoSeriousViolations } from './support/axe';
import { confirmedMember, ok, type ConfirmedMember } from './support/confirmed-member';
import { expect, test } from './support/consented-test';
import { inbox } from './support/inbox';
import { serviceFields, uniqueTitle } from './support/service-seeding';
import { PHONE } from './support/viewport';
import { pageAs, verifiedByAdmin } from './support/identity-verification';

/** A first name this run alone uses (letters only), so the member search finds exactly this member. */
const uniqueFirstName = (name: string) =>
  name + [...randomBytes(4)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');

const requesterName = uniqueFirstName('Rae');
const friendName = uniqueFirstName('Ada');
const hostName = uniqueFirstName('Nia');

let requester: ConfirmedMember;
let friend: ConfirmedMember;
let host: ConfirmedMember;

// Every member registers in YO1 (York): the host's district is the requester's, well within the few miles asked.
test.beforeAll(async ({ baseURL }) => {
  [requester, friend, host] = await Promise.all([
    confirmedMember(baseURL!, 'cover-requester', `${requesterName} Hale`),
    confirmedMember(baseURL!, 'cover-friend', `${friendName} Hale`),
    confirmedMember(baseURL!, 'cover-host', `${hostName} Hale`),
  ]);
});

test.afterAll(async () => {
  await Promise.all([requester, friend, host].map((member) => member?.dispose()));
});

test('an urgent cover request reaches the circle, then a nearby verified host, who covers it; a later accepter is told it is covered', async ({
  browser,
}) => {
  // The stack sets COVER_CIRCLE_WAIT_MINUTES to 0.2: nearby hosts are asked 12 s after the circle.
  test.setTimeout(240_000);
  await verifiedByAdmin(browser, host, stackBaseUrl());
  await ok(
    await host.http.post('/api/services', {
      headers: { 'x-csrf-token': host.csrfToken },
      multipart: serviceFields({ title: uniqueTitle('After-school childcare'), type: 'childcare' }),
    }),
    201,
  );

  // The requester finds the page from the dashboard and names a friend in their circle.
  const mine = await pageAs(browser, requester);
  await mine.goto('/');
  await mine.getByRole('link', { name: /Emergency cover/ }).click();
  await expect(mine).toHaveURL(/\/cover$/);
  await expect(mine.getByRole('heading', { level: 1, name: 'Emergency cover' })).toBeVisible();
  await expect(mine.getByText('Add someone to your cover circle first.')).toBeVisible();
  await expectNoSeriousViolations(mine, 'the emergency cover page with an empty circle');

  await mine.getByLabel('Find a member by name').fill(friendName);
  await mine.getByRole('button', { name: `Add ${friendName} Hale to your circle` }).click();
  await expect(mine.getByRole('list', { name: 'Your cover circle' })).toContainText(friendName);
  const added = await inbox().latestTo(friend.email, { subject: 'added you to their emergency cover circle' });
  expect(added.subject).toBe(`${requesterName} added you to their emergency cover circle`);

  // The request: the form refuses a window that ends before it starts, then asks the circle.
  const form = mine.getByRole('form', { name: 'Ask for urgent cover' });
  await form.getByLabel('From').fill('09:00');
  await form.getByLabel('Until').fill('08:00');
  await form.getByRole('button', { name: 'Ask for cover' }).click();
  await expect(form.getByText('The end time must be after the start time')).toBeVisible();
  await form.getByLabel('Until').fill('17:30');
  await form.getByLabel('Number of children').selectOption('2');
  await form.getByLabel('Note (optional)').fill('Temperature, sent home from school');
  await form.getByRole('button', { name: 'Ask for cover' }).click();
  const myRequests = mine.getByRole('region', { name: 'Your cover requests' });
  const myRequest = myRequests.getByRole('article');
  await expect(myRequest.getByRole('status')).toHaveText('Your circle has been asked');
  await expect(myRequest).toContainText('2 children');
  await expectNoSeriousViolations(mine, 'the emergency cover page with an open request');

  // The circle hears at once: by email and on their page.
  const asked = await inbox().latestTo(friend.email, { subject: 'needs urgent childcare cover' });
  expect(asked.subject).toBe(`${requesterName} needs urgent childcare cover`);
  expect(asked.text).toContain('For: 2 children');
  expect(asked.text).toContain('Temperature, sent home from school');
  const friendPage = await pageAs(browser, friend);
  await friendPage.goto('/cover');
  await expect(friendPage.getByRole('list', { name: 'Circles you are in' })).toContainText(requesterName);
  const toFriend = friendPage.getByRole('region', { name: 'Requests sent to you' }).getByRole('article');
  await expect(toFriend).toContainText(`${requesterName} needs cover on`);
  await expectNoSeriousViolations(friendPage, 'the emergency cover page of a circle member asked for cover');

  // Nobody in the circle answers in time: the nearby verified childcare host is asked.
  const offered = await inbox().latestTo(host.email, { subject: 'needs urgent childcare cover', timeoutMs: 90_000 });
  expect(offered.subject).toBe(`${requesterName} needs urgent childcare cover`);
  await mine.reload();
  await expect(myRequest.getByRole('status')).toHaveText(
    'Nobody in your circle answered in time: verified childcare hosts near you were asked too',
  );

  // The host, on a phone, accepts first.
  const hostPage = await pageAs(browser, host);
  await hostPage.setViewportSize(PHONE);
  await hostPage.goto('/cover');
  const toHost = hostPage
    .getByRole('region', { name: 'Requests sent to you' })
    .getByRole('article', { name: new RegExp(`^${requesterName} needs cover on`) });
  await expectNoSeriousViolations(hostPage, 'the emergency cover page of a nearby host at 390 px');
  await toHost.getByRole('button', { name: /^Accept cover for/ }).click();
  await expect(toHost.getByRole('status')).toHaveText(
    `You are covering this. ${requesterName} has your email address.`,
  );

  // The requester sees who covers, with their contact, and is emailed.
  await mine.setViewportSize(PHONE);
  await mine.reload();
  await expect(myRequest.getByRole('status')).toHaveText(`Covered by ${hostName}`);
  await expect(myRequest.getByRole('link', { name: host.email })).toHaveAttribute('href', `mailto:${host.email}`);
  await expectNoSeriousViolations(mine, 'the emergency cover page of a covered request at 390 px');
  const covered = await inbox().latestTo(requester.email, { subject: 'will cover' });
  expect(covered.subject).toContain(`${hostName} will cover`);

  // The friend's page still offers it: their late Accept is told someone was first.
  await toFriend.getByRole('button', { name: /^Accept cover for/ }).click();
  await expect(toFriend.getByRole('alert')).toHaveText('Already covered');

  // The requester no longer needs it: the host is told.
  await myRequest.getByRole('button', { name: /^Cancel cover on/ }).click();
  await expect(myRequest.getByRole('status')).toHaveText('Cancelled');
  const called = await inbox().latestTo(host.email, { subject: 'no longer needs cover' });
  expect(called.subject).toBe(`${requesterName} no longer needs cover`);

  // The friend leaves the circle.
  await friendPage.getByRole('button', { name: `Leave ${requesterName}'s circle` }).click();
  await expect(friendPage.getByText('Nobody has named you in their cover circle yet.')).toBeVisible();

  await Promise.all([mine, friendPage, hostPage].map((page) => page.context().close()));
});
