import { clientFor } from './support/api-roles';
import { expectNoSeriousViolations } from './support/axe';
import { requestBookingOnceListed } from './support/booking-requests';
import { expect, test } from './support/consented-test';
import { serviceFields, uniqueTitle } from './support/service-seeding';
import { signUpInPage } from './support/signed-in-page';

const BOOKED_DAY = '2030-03-11';

test('a guest books and pays a £40 service with a test card; the host accepts; the guest sees it confirmed', async ({
  page,
  browser,
  baseURL,
}) => {
  const host = await clientFor('member', baseURL!);
  const title = uniqueTitle('Forest school morning');
  const listed = await host.http.post('/api/services', {
    headers: { 'x-csrf-token': host.csrfToken },
    multipart: serviceFields({ title, pricingType: 'fixed_price', price: '40', maxParticipants: '2' }),
  });
  expect(listed.status(), await listed.text()).toBe(201);
  const service = (await listed.json()) as { id: string; hostId: string };
  // The host's own attempt answers 'You cannot book your own service' once bookings knows the service.
  const ownAttempt = await requestBookingOnceListed(host, { serviceId: service.id, bookingDate: BOOKED_DAY });
  expect(ownAttempt.status()).not.toBe(404);

  await signUpInPage(page, { fullName: 'Grace Guest' });
  await page.goto(`/service/${service.id}`);
  await page.getByRole('button', { name: 'Book This Service' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book Service' });
  await expect(dialog.getByText(title)).toBeVisible();
  await expect(dialog.getByText('£40.00').first()).toBeVisible();
  await expectNoSeriousViolations(page, 'the Book Service dialog');

  await dialog.getByRole('button', { name: 'Request Booking' }).click();
  await expect(dialog.getByText('Booking date is required')).toBeVisible();

  await dialog.getByLabel('Booking date').fill(BOOKED_DAY);
  await dialog.getByLabel('Notes for the host (optional)').fill('Two children, aged 5 and 7');
  await dialog.getByRole('button', { name: 'Request Booking' }).click();
  const payment = page.getByRole('dialog', { name: 'Pay for your booking' });
  await expect(payment.getByText('Test payments — no real money')).toBeVisible();

  await payment.getByLabel('Card number').fill('4000000000000002');
  await payment.getByLabel('Expiry month').fill('12');
  await payment.getByLabel('Expiry year').fill('2034');
  await payment.getByLabel('CVC').fill('123');
  await payment.getByRole('button', { name: 'Pay' }).click();
  await expect(payment.getByText('Your card was declined.')).toBeVisible();

  await payment.getByLabel('Card number').fill('4242424242424242');
  await payment.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByText('Payment authorised').first()).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Bookings' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).not.toHaveURL(/book=/);

  const hostContext = await browser.newContext({ storageState: await host.http.storageState() });
  try {
    const hostPage = await hostContext.newPage();
    await hostPage.goto('/services?tab=bookings');
    const asHost = hostPage.getByRole('region', { name: 'As a host' });
    const request = asHost.getByRole('article', { name: title });
    await expect(request.getByText('Pending')).toBeVisible();
    await expect(request.getByText('11 March 2030')).toBeVisible();
    await expect(request.getByText('Notes: Two children, aged 5 and 7')).toBeVisible();
    await request.getByRole('button', { name: 'Accept' }).click();
    await expect(hostPage.getByText('Booking accepted').first()).toBeVisible();
    await expect(request.getByText('Confirmed')).toBeVisible();
  } finally {
    await hostContext.close();
  }

  await page.reload();
  const asGuest = page.getByRole('region', { name: 'As a guest' });
  const booking = asGuest.getByRole('article', { name: title });
  await expect(booking.getByText('Confirmed')).toBeVisible();
  await expect(booking.getByText('11 March 2030 · £40.00 · Paid')).toBeVisible();
  await expectNoSeriousViolations(page, 'the bookings tab');

  await page.goto('/');
  const upcoming = page.getByRole('list', { name: 'Your upcoming bookings' });
  await expect(upcoming.getByRole('link', { name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View all bookings' })).toHaveAttribute('href', '/services?tab=bookings');
});
