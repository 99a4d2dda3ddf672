import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { clientFor, type RoleClient } from './support/api-roles';
import { expectNoSeriousViolations } from './support/axe';
import { FUTURE_DAY, requestBookingOnceListed } from './support/booking-requests';
import { confirmedMember, type ConfirmedMember } from './support/confirmed-member';
import { expect, test } from './support/consented-test';
import { pageAs, verifiedByAdmin } from './support/identity-verification';
import { serviceFields, uniqueTitle } from './support/service-seeding';
import { PHONE } from './support/viewport';

/** The one answer every service gives (the kit's ONLY_VERIFIED_CONTACT_MESSAGE). */
const ONLY_VERIFIED = 'This member only accepts contact from verified members. Verify your identity to contact them.';
const LATER_DAY = '2099-06-02';

/** A surname no other spec's member has, so a search by name finds only this spec's members. */
const SURNAME = `Ladder${Array.from({ length: 6 }, () => String.fromCharCode(97 + randomInt(26))).join('')}`;

let climber: ConfirmedMember;
let firstVoucher: ConfirmedMember;
let secondVoucher: ConfirmedMember;
let admin: RoleClient;

test.beforeAll(async ({ baseURL }) => {
  [climber, firstVoucher, secondVoucher, admin] = await Promise.all([
    confirmedMember(baseURL!, 'ladder-climber', `Casey ${SURNAME}`),
    confirmedMember(baseURL!, 'ladder-voucher-one', `Vera ${SURNAME}`),
    confirmedMember(baseURL!, 'ladder-voucher-two', `Vince ${SURNAME}`),
    clientFor('admin', baseURL!),
  ]);
});

test.afterAll(async () => {
  await Promise.all([climber, firstVoucher, secondVoucher, admin].map((client) => client?.dispose()));
});

const trustBadges = (page: Page) => page.getByRole('list', { name: 'Trust badges' });

async function expectBadges(page: Page, labels: string[]): Promise<void> {
  await expect(async () => {
    await page.goto('/profile-setup?tab=verification');
    await expect(trustBadges(page).getByRole('listitem')).toHaveText(labels.map((label) => `✓${label}`));
  }).toPass({ timeout: 20_000 });
}

async function vouchFor(page: Page, name: string): Promise<void> {
  await page.goto('/profile-setup?tab=verification');
  await page.getByRole('button', { name: `Vouch for ${name}` }).click();
  await expect(page.getByText('Vouch given', { exact: true })).toBeVisible();
}

test('a member climbs the trust ladder: verified, vouched for by two verified members, enhanced DBS checked', async ({
  browser,
  baseURL,
}) => {
  await Promise.all([climber, firstVoucher, secondVoucher].map((member) => verifiedByAdmin(browser, member, baseURL!)));

  const climberPage = await pageAs(browser, climber);
  await expectBadges(climberPage, ['Verified']);
  await climberPage.goto('/');
  await expect(climberPage.getByRole('main').getByRole('list', { name: 'Trust badges' })).toHaveText(/Verified/);
  await expect(climberPage.getByRole('img', { name: 'Trust: Verified' }).first()).toBeAttached();

  await climberPage.goto('/profile-setup?tab=verification');
  await expect(climberPage.getByRole('heading', { name: 'Trust ladder' })).toBeVisible();
  await expectNoSeriousViolations(climberPage, 'the trust ladder panel');
  for (const first of ['Vera', 'Vince']) {
    const search = climberPage.getByLabel('Search members by name');
    await search.fill(SURNAME);
    await climberPage.getByRole('button', { name: `Ask ${first} ${SURNAME} for a vouch` }).click();
    await expect(climberPage.getByText('Vouch requested', { exact: true })).toBeVisible();
  }
  const asked = climberPage.getByRole('region', { name: 'Your vouch requests' });
  await expect(asked.getByText('Waiting for an answer')).toHaveCount(2);

  const firstPage = await pageAs(browser, firstVoucher);
  await vouchFor(firstPage, `Casey ${SURNAME}`);
  await expectNoSeriousViolations(firstPage, 'the trust ladder panel with a vouch given');
  const secondPage = await pageAs(browser, secondVoucher);
  await secondPage.setViewportSize(PHONE);
  await vouchFor(secondPage, `Casey ${SURNAME}`);
  await expectNoSeriousViolations(secondPage, 'the trust ladder panel at 390 px');

  await expectBadges(climberPage, ['Verified', 'Vouched']);

  const adminPage = await pageAs(browser, admin);
  await adminPage.goto('/admin?tab=dbs-checks');
  await expect(adminPage.getByRole('heading', { name: 'Enhanced DBS checks' })).toBeVisible();
  await adminPage.getByLabel('Find a member by name').fill(`Casey ${SURNAME}`);
  await adminPage.getByRole('button', { name: `Choose Casey ${SURNAME}` }).click();
  await expect(adminPage.getByTestId('dbs-current')).toHaveText('No enhanced DBS check recorded.');
  await adminPage.getByRole('button', { name: 'Record DBS check' }).click();
  await expect(adminPage.getByText('Please enter the 12-digit DBS certificate number')).toBeVisible();
  await expectNoSeriousViolations(adminPage, 'the admin DBS checks tab');
  await adminPage.getByLabel('Certificate number').fill('0012 3456 7890');
  await adminPage.getByLabel('Issue date').fill('2026-03-02');
  await adminPage.getByRole('button', { name: 'Record DBS check' }).click();
  await expect(adminPage.getByTestId('dbs-current')).toHaveText('Certificate ending 7890, issued 2026-03-02');
  await adminPage.setViewportSize(PHONE);
  await expectNoSeriousViolations(adminPage, 'the admin DBS checks tab at 390 px');

  await expectBadges(climberPage, ['Verified', 'Vouched', 'Enhanced DBS checked']);
  await climberPage.setViewportSize(PHONE);
  await expectNoSeriousViolations(climberPage, 'the trust ladder panel at the top step, 390 px');

  // A vouch withdrawn takes the member below the vouched step, and the DBS step needs the one before it.
  await firstPage.goto('/profile-setup?tab=verification');
  await firstPage.getByRole('button', { name: `Withdraw your vouch for Casey ${SURNAME}` }).click();
  await expect(firstPage.getByText('Vouch withdrawn', { exact: true })).toBeVisible();
  await expectBadges(climberPage, ['Verified']);
});

const post = (client: RoleClient, path: string, data: unknown = {}) =>
  client.http.post(path, { headers: { 'x-csrf-token': client.csrfToken }, data });

test('an unverified member is refused when messaging or booking a member who chose "only verified members"', async ({
  browser,
  baseURL,
}) => {
  const [host, guest] = await Promise.all([clientFor('member', baseURL!), clientFor('member', baseURL!)]);
  try {
    // A confirmed booking lets the two message each other; the guest opens the conversation before the host's choice.
    const title = uniqueTitle('Only verified playdate');
    const listed = await host.http.post('/api/services', {
      headers: { 'x-csrf-token': host.csrfToken },
      multipart: serviceFields({ title, pricingType: 'free', maxParticipants: '4' }),
    });
    expect(listed.status(), await listed.text()).toBe(201);
    const service = (await listed.json()) as { id: string; hostId: string };
    const requested = await requestBookingOnceListed(guest, { serviceId: service.id, bookingDate: FUTURE_DAY });
    expect(requested.status(), await requested.text()).toBe(201);
    const booking = (await requested.json()) as { id: string };
    expect((await post(host, `/api/bookings/${booking.id}/accept`)).status()).toBe(200);
    // The confirmed booking reaches community (the permit to message) through an event, a moment later.
    let conversation = { id: '' };
    await expect(async () => {
      const started = await post(guest, '/api/conversations', { memberId: service.hostId });
      expect(started.status(), await started.text()).toBe(200);
      conversation = (await started.json()) as { id: string };
    }).toPass({ timeout: 20_000 });

    const hostPage = await pageAs(browser, host);
    await hostPage.goto('/profile-setup?tab=security');
    const choice = hostPage.getByRole('switch', { name: 'Only verified members may contact me' });
    await expect(choice).toHaveAttribute('aria-checked', 'false');
    await choice.click();
    await expect(hostPage.getByText('Contact setting saved', { exact: true })).toBeVisible();
    await expect(choice).toHaveAttribute('aria-checked', 'true');
    await expectNoSeriousViolations(hostPage, 'the Security tab with "Who can contact you"');
    await hostPage.setViewportSize(PHONE);
    await expectNoSeriousViolations(hostPage, 'the Security tab with "Who can contact you" at 390 px');

    // identity's event reaches community and bookings a moment later.
    await expect
      .poll(async () => (await post(guest, '/api/conversations', { memberId: service.hostId })).status(), {
        timeout: 20_000,
      })
      .toBe(403);
    await expect
      .poll(
        async () => (await post(guest, '/api/bookings', { serviceId: service.id, bookingDate: LATER_DAY })).status(),
        { timeout: 20_000 },
      )
      .toBe(403);

    const guestPage = await pageAs(browser, guest);
    await guestPage.goto(`/messages/${conversation.id}`);
    const composer = guestPage.getByLabel('Your message');
    await composer.fill('Can we move to Sunday?');
    await composer.press('Enter');
    await expect(guestPage.getByText(ONLY_VERIFIED).first()).toBeVisible();

    await guestPage.goto('/services?tab=bookings');
    const card = guestPage.getByRole('region', { name: 'As a guest' }).getByRole('article', { name: title });
    await card.getByRole('button', { name: /^Message/ }).click();
    await expect(card.getByRole('alert')).toHaveText(ONLY_VERIFIED);

    await guestPage.goto(`/service/${service.id}`);
    await guestPage.getByRole('button', { name: 'Book This Service' }).click();
    const dialog = guestPage.getByRole('dialog', { name: 'Book Service' });
    await dialog.getByLabel('Booking date').fill(LATER_DAY);
    await dialog.getByRole('button', { name: 'Request Booking' }).click();
    await expect(guestPage.getByText(ONLY_VERIFIED).first()).toBeVisible();
  } finally {
    await Promise.all([host.dispose(), guest.dispose()]);
  }
});
