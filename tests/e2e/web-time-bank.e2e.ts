import { stackBaseUrl } from './support/booking-requests';
import { expectNoSeriousViolations } from './support/axe';
import { bookedDayPasses } from './support/booked-day-passes';
import { FUTURE_DAY, requestBookingOnceListed } from './support/booking-requests';
import { confirmedMember, ok, type ConfirmedMember } from './support/confirmed-member';
import { expect, test } from './support/consented-test';
import { serviceFields, uniqueTitle } from './support/service-seeding';
import { PHONE } from './support/viewport';
import { pageAs, verifiedByAdmin } from './support/identity-verification';

let host: ConfirmedMember;
let guest: ConfirmedMember;

test.beforeAll(async ({ baseURL }) => {
  [host, guest] = await Promise.all([
    confirmedMember(baseURL!, 'time-bank-host'),
    confirmedMember(baseURL!, 'time-bank-guest'),
  ]);
});

test.afterAll(async () => {
  await Promise.all([host, guest].map((member) => member?.dispose()));
});

const timeBankOf = async (member: ConfirmedMember) =>
  ok<{ balance: number; availableHours: number }>(await member.http.get('/api/time-bank'), 200);

test('hours move from the guest to the host when a reciprocal childcare booking completes, and never for money', async ({
  browser,
}) => {
  await verifiedByAdmin(browser, guest, stackBaseUrl());
  await expect.poll(async () => (await timeBankOf(guest)).balance, { timeout: 20_000 }).toBe(3);

  const title = uniqueTitle('Saturday childcare swap');
  const reciprocal = { title, type: 'childcare', childcareArrangement: 'reciprocal', maxParticipants: '1' };
  const priced = await host.http.post('/api/services', {
    headers: { 'x-csrf-token': host.csrfToken },
    multipart: serviceFields({ ...reciprocal, pricingType: 'fixed_price', price: '10' }),
  });
  expect(priced.status()).toBe(400);
  expect(await priced.text()).toContain('Reciprocal childcare is paid in time-bank hours, never money');
  const service = await ok<{ id: string }>(
    await host.http.post('/api/services', {
      headers: { 'x-csrf-token': host.csrfToken },
      multipart: serviceFields(reciprocal),
    }),
    201,
  );
  // Once bookings knows the service, the host's own attempt is refused as their own.
  expect((await requestBookingOnceListed(host, { serviceId: service.id, bookingDate: FUTURE_DAY })).status()).toBe(400);

  const guestPage = await pageAs(browser, guest);
  await guestPage.goto(`/service/${service.id}`);
  await guestPage.getByRole('button', { name: 'Book This Service' }).click();
  const dialog = guestPage.getByRole('dialog', { name: 'Book Service' });
  await dialog.getByLabel('Booking date').fill(FUTURE_DAY);
  await dialog.getByLabel('Hours of care').selectOption('1');
  await dialog.getByLabel('Number of children').selectOption('2');
  await expect(dialog.getByText('1.5 hours (more children count for more)')).toBeVisible();
  await expect(dialog.getByText('Reciprocal childcare is paid in hours, never money.')).toBeVisible();
  await expectNoSeriousViolations(guestPage, 'the Book Service dialog of reciprocal childcare');
  await dialog.getByRole('button', { name: 'Request Booking' }).click();
  await expect(guestPage.getByText('Booking requested').first()).toBeVisible();

  const [booking] = (
    await ok<{ bookings: Array<{ id: string; paymentStatus: string; totalAmountMinor: number }> }>(
      await guest.http.get('/api/bookings/guest'),
      200,
    )
  ).bookings;
  expect(booking).toMatchObject({ paymentStatus: 'none', totalAmountMinor: 0 });
  expect(await timeBankOf(guest)).toMatchObject({ balance: 3, availableHours: 1.5 });

  const hostPage = await pageAs(browser, host);
  await hostPage.goto('/services?tab=bookings');
  const asHost = hostPage.getByRole('region', { name: 'As a host' }).getByRole('article', { name: title });
  await expect(asHost.getByText('1 hour of care for 2 children: 1.5 hours from the time-bank')).toBeVisible();
  await asHost.getByRole('button', { name: 'Accept' }).click();
  await expect(hostPage.getByText('Booking accepted').first()).toBeVisible();

  await bookedDayPasses(booking.id);

  await hostPage.reload();
  const hostBank = hostPage.getByRole('region', { name: 'Childcare time-bank' });
  await expect(hostBank.getByTestId('time-bank-balance')).toHaveText('1.5 hours');
  await expect(hostBank.getByRole('list', { name: 'Time-bank history' }).getByRole('listitem')).toHaveText([
    /^Childcare you gave · .*\+1\.5 hours$/,
  ]);
  await expect(hostBank.getByText('Hours can never be bought or cashed out.', { exact: false })).toBeVisible();
  await expectNoSeriousViolations(hostPage, '/services?tab=bookings with the time-bank');

  await guestPage.setViewportSize(PHONE);
  await guestPage.goto('/services?tab=bookings');
  const guestBank = guestPage.getByRole('region', { name: 'Childcare time-bank' });
  await expect(guestBank.getByTestId('time-bank-balance')).toHaveText('1.5 hours');
  await expect(guestBank.getByRole('list', { name: 'Time-bank history' }).getByRole('listitem')).toHaveText([
    /^Childcare you received · .*−1\.5 hours$/,
    /^Starter hours for a verified member · .*\+3 hours$/,
  ]);
  const asGuest = guestPage.getByRole('region', { name: 'As a guest' }).getByRole('article', { name: title });
  await expect(asGuest.getByText('1 hour of care for 2 children: 1.5 hours from the time-bank')).toBeVisible();
  await expectNoSeriousViolations(guestPage, '/services?tab=bookings with the time-bank at 390 px');
});
