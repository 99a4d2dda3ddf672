import { clientFor } from './support/api-roles';
import { expectNoSeriousViolations } from './support/axe';
import { requestBookingOnceListed } from './support/booking-requests';
import { confirmedMember, ok, type ConfirmedMember } from './support/confirmed-member';
import { expect, test } from './support/consented-test';
import { rememberCookieChoice } from './support/cookie-consent';
import { inbox } from './support/inbox';
import { serviceFields, uniqueTitle } from './support/service-seeding';
import { PHONE } from './support/viewport';

/** Today in Europe/London ('YYYY-MM-DD'): check-ins open on the booking's day. */
const londonToday = (): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

let host: ConfirmedMember;
let guest: ConfirmedMember;

test.beforeAll(async ({ baseURL }) => {
  [host, guest] = await Promise.all([
    confirmedMember(baseURL!, 'pickup-host'),
    confirmedMember(baseURL!, 'pickup-guest'),
  ]);
});

test.afterAll(async () => {
  await Promise.all([host, guest].map((member) => member?.dispose()));
});

test('a childcare pickup: the guest names two adults, both sides check in, both see the history; a stranger is refused', async ({
  page,
  browser,
  baseURL,
}) => {
  const title = uniqueTitle('After-school care');
  const service = await ok<{ id: string }>(
    await host.http.post('/api/services', {
      headers: { 'x-csrf-token': host.csrfToken },
      multipart: serviceFields({ title, type: 'childcare' }),
    }),
    201,
  );
  // Once bookings knows the service, the host's own attempt is refused as their own (not as unknown).
  expect((await requestBookingOnceListed(host, { serviceId: service.id, bookingDate: londonToday() })).status()).toBe(
    400,
  );

  const guestContext = await browser.newContext({ storageState: await guest.http.storageState() });
  const guestPage = await guestContext.newPage();
  await rememberCookieChoice(guestPage);
  await guestPage.goto(`/service/${service.id}`);
  await guestPage.getByRole('button', { name: 'Book This Service' }).click();
  const dialog = guestPage.getByRole('dialog', { name: 'Book Service' });
  await dialog.getByLabel('Booking date').fill(londonToday());
  await dialog.getByLabel(/Adults who may collect your child/).fill('Ana Silva\nBen Okoro');
  await expectNoSeriousViolations(guestPage, 'the Book Service dialog of a childcare service');
  await dialog.getByRole('button', { name: 'Request Booking' }).click();
  await expect(guestPage.getByText('Booking requested').first()).toBeVisible();

  await page.context().addCookies((await host.http.storageState()).cookies);
  await page.goto('/services?tab=bookings');
  const asHost = page.getByRole('region', { name: 'As a host' }).getByRole('article', { name: title });
  const hostAdults = asHost.getByRole('list', { name: 'Adults who may collect' });
  await expect(hostAdults.getByRole('listitem')).toHaveText(['Ana Silva', 'Ben Okoro']);
  await asHost.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Booking accepted').first()).toBeVisible();

  await asHost.getByRole('button', { name: 'Collected' }).click();
  await expect(asHost.getByRole('list', { name: 'Check-in history' }).getByRole('listitem')).toHaveText([
    /^Collected — recorded by the host, Robin/,
  ]);
  const told = await inbox().latestTo(guest.email, { subject: `Collected: Robin checked in for ${title}` });
  expect(told.text).toContain(`Robin recorded 'Collected' at`);

  await guestPage.setViewportSize(PHONE);
  await guestPage.goto('/services?tab=bookings');
  const asGuest = guestPage.getByRole('region', { name: 'As a guest' }).getByRole('article', { name: title });
  const guestHistory = asGuest.getByRole('list', { name: 'Check-in history' });
  await expect(guestHistory.getByRole('listitem')).toHaveText([/^Collected — recorded by the host, Robin/]);
  await asGuest.getByRole('button', { name: 'Dropped off' }).click();
  await expect(guestHistory.getByRole('listitem')).toHaveText([
    /^Collected — recorded by the host, Robin/,
    /^Dropped off — recorded by the parent, Robin/,
  ]);
  await expect(asGuest.getByRole('button', { name: 'Dropped off' })).toBeInViewport({ ratio: 0.5 });
  await expectNoSeriousViolations(guestPage, "the guest's bookings tab with a safe pickup (390 px)");
  await inbox().latestTo(host.email, { subject: `Dropped off: Robin checked in for ${title}` });

  await page.reload();
  await expect(asHost.getByRole('list', { name: 'Check-in history' }).getByRole('listitem')).toHaveText([
    /^Collected — recorded by the host/,
    /^Dropped off — recorded by the parent/,
  ]);
  await expectNoSeriousViolations(page, "the host's bookings tab with a safe pickup");

  const bookingId = (
    await ok<{ bookings: Array<{ id: string; service: { title: string } | null }> }>(
      await guest.http.get('/api/bookings/guest'),
      200,
    )
  ).bookings.find((booking) => booking.service?.title === title)?.id;
  const stranger = await clientFor('member', baseURL!);
  try {
    const refused = await stranger.http.post(`/api/bookings/${bookingId}/pickup/handovers`, {
      data: { kind: 'collected' },
      headers: { 'x-csrf-token': stranger.csrfToken },
    });
    expect(refused.status()).toBe(404);
    expect(await stranger.http.get(`/api/bookings/${bookingId}/pickup`).then((response) => response.status())).toBe(
      404,
    );
  } finally {
    await stranger.dispose();
  }
  const history = await ok<{ handovers: unknown[] }>(await guest.http.get(`/api/bookings/${bookingId}/pickup`), 200);
  expect(history.handovers).toHaveLength(2);
  await guestContext.close();
});
