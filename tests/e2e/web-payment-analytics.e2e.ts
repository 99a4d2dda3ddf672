import type { Browser, Page } from '@playwright/test';
import { clientFor, type RoleClient } from './support/api-roles';
import { expectNoSeriousViolations } from './support/axe';
import { bookedDayPasses } from './support/booked-day-passes';
import { FUTURE_DAY, requestBookingOnceListed } from './support/booking-requests';
import { expect, test } from './support/consented-test';
import { serviceFields, uniqueTitle } from './support/service-seeding';

const WORKING_CARD = { cardNumber: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };

/** Opens a page signed in as the client; closed by the caller through its context. */
async function pageOf(browser: Browser, client: RoleClient): Promise<Page> {
  const context = await browser.newContext({ storageState: await client.http.storageState() });
  return context.newPage();
}

const pence = (text: string): number => Math.round(Number(text.replace(/[£,]/g, '')) * 100);

test('a £40 booking paid, accepted and completed shows in the host’s, the guest’s and the admin’s analytics, from the ledger', async ({
  browser,
  baseURL,
}) => {
  const [host, guest, admin] = await Promise.all([
    clientFor('member', baseURL!),
    clientFor('anotherMember', baseURL!),
    clientFor('admin', baseURL!),
  ]);
  const platformBefore = (await (await admin.http.get('/api/admin/payment-analytics')).json()) as {
    commissionMinor: number;
    paidOutMinor: number;
  };

  const title = uniqueTitle('Analytics playdate');
  const listed = await host.http.post('/api/services', {
    headers: { 'x-csrf-token': host.csrfToken },
    multipart: serviceFields({ title, pricingType: 'fixed_price', price: '40', maxParticipants: '2' }),
  });
  expect(listed.status(), await listed.text()).toBe(201);
  const service = (await listed.json()) as { id: string };

  const guestPage = await pageOf(browser, guest);
  await guestPage.goto('/payment-analytics');
  await expect(guestPage.getByRole('heading', { name: 'No payments yet' })).toBeVisible();
  await expect(guestPage.getByText(/each transaction will appear here/)).toBeVisible();

  const requested = await requestBookingOnceListed(guest, { serviceId: service.id, bookingDate: FUTURE_DAY });
  expect(requested.status(), await requested.text()).toBe(201);
  const booking = (await requested.json()) as { id: string };
  const paid = await guest.http.post(`/api/bookings/${booking.id}/test-payment`, {
    data: WORKING_CARD,
    headers: { 'x-csrf-token': guest.csrfToken },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const accepted = await host.http.post(`/api/bookings/${booking.id}/accept`, {
    headers: { 'x-csrf-token': host.csrfToken },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  // The day passes: the booking is completed and the host's £34.80 is paid out.
  await bookedDayPasses(booking.id);

  // The host: £40.00 charged, 13% (£5.20) kept by the platform, £34.80 earned.
  const hostPage = await pageOf(browser, host);
  await hostPage.goto('/');
  await hostPage.getByRole('link', { name: /Payment analytics/ }).click();
  await expect(hostPage).toHaveURL(/\/payment-analytics$/);
  const hostCards = hostPage.getByRole('list', { name: 'Your totals' });
  await expect(hostCards.getByRole('listitem').filter({ hasText: 'Total earned' })).toContainText('£34.80');
  await expect(hostCards.getByRole('listitem').filter({ hasText: 'Commission paid' })).toContainText('£5.20');
  await expect(hostCards.getByRole('listitem').filter({ hasText: 'Paid bookings' })).toContainText('1');
  const transactions = hostPage.getByRole('table', { name: 'Recent transactions, newest first' });
  await expect(transactions.getByRole('columnheader')).toHaveText([
    'Transaction ID',
    'Service',
    'Amount',
    'Commission',
    'Date',
    'Status',
  ]);
  const hostRow = transactions.getByRole('row').filter({ hasText: title });
  await expect(hostRow).toContainText('£40.00');
  await expect(hostRow).toContainText('£5.20');
  await expect(hostRow).toContainText('Paid');
  const reference = (await hostRow.getByRole('rowheader').textContent())!.trim();
  expect(reference).toMatch(/^[0-9A-F]{8}$/);
  await expect(hostPage.getByRole('region', { name: 'Top services' })).toContainText(title);
  const chart = hostPage.getByRole('figure', { name: /Earned and spent by month/ });
  await expect(chart).toBeVisible();
  await expect(chart.locator('.recharts-bar-rectangle path').first()).toBeVisible();
  await hostPage.getByRole('button', { name: 'Show as table' }).click();
  await expect(
    hostPage.getByRole('table', { name: 'Earned and spent by month, as a table' }).getByRole('row'),
  ).toHaveCount(13);
  await expectNoSeriousViolations(hostPage, '/payment-analytics as a host');

  // The guest: £40.00 spent, nothing earned.
  await guestPage.reload();
  const guestCards = guestPage.getByRole('list', { name: 'Your totals' });
  await expect(guestCards.getByRole('listitem').filter({ hasText: 'Total spent' })).toContainText('£40.00');
  await expect(guestCards.getByRole('listitem').filter({ hasText: 'Total earned' })).toContainText('£0.00');
  await expect(guestPage.getByRole('row').filter({ hasText: reference })).toContainText('You booked');
  await expectNoSeriousViolations(guestPage, '/payment-analytics as a guest');

  // The admin: the platform's commission includes the £5.20, and the payment is among the recent ones.
  const adminPage = await pageOf(browser, admin);
  await adminPage.goto('/admin?tab=analytics');
  await expect(adminPage.getByRole('tab', { name: 'Analytics' })).toHaveAttribute('aria-selected', 'true');
  const commissionCard = adminPage
    .getByRole('list', { name: 'Platform totals' })
    .getByRole('listitem')
    .filter({ hasText: 'Platform commission' });
  await expect(commissionCard).toBeVisible();
  const shown = pence((await commissionCard.locator('p').nth(1).textContent())!);
  expect(shown).toBeGreaterThanOrEqual(platformBefore.commissionMinor + 520);
  const earningsCard = adminPage
    .getByRole('list', { name: 'Platform totals' })
    .getByRole('listitem')
    .filter({ hasText: 'paid out so far' });
  const paidOut = pence(/(£[\d,.]+) paid out so far/.exec((await earningsCard.textContent())!)![1]);
  expect(paidOut).toBeGreaterThanOrEqual(platformBefore.paidOutMinor + 3480);
  const adminRow = adminPage.getByRole('row').filter({ hasText: reference });
  await expect(adminRow).toContainText('£40.00');
  await expect(adminRow).toContainText('£5.20');
  await expect(adminPage.getByRole('row', { name: /^Playdate/ })).toBeVisible();
  await expectNoSeriousViolations(adminPage, '/admin?tab=analytics');

  // A member sees only their own figures, and the platform's are refused to them.
  expect((await guest.http.get('/api/admin/payment-analytics')).status()).toBe(403);
  expect((await guest.http.get('/api/admin/commission-analytics')).status()).toBe(403);

  for (const client of [host, guest, admin]) await client.dispose();
});
