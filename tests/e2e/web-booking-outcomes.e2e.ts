import type { Browser, Page } from '@playwright/test';
import { clientFor, type RoleClient } from './support/api-roles';
import { bookedDayPasses } from './support/booked-day-passes';
import { requestBookingOnceListed } from './support/booking-requests';
import { expect, test } from './support/consented-test';
import { serviceFields, uniqueTitle } from './support/service-seeding';

interface Booking {
  id: string;
  status: string;
}

const TEST_CARD = { cardNumber: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };

/** Tomorrow in Europe/London, the zone bookings are made in. */
function londonTomorrow(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  const next = new Date(`${today}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

async function post(client: RoleClient, path: string, data?: unknown) {
  return client.http.post(path, { data: data ?? {}, headers: { 'x-csrf-token': client.csrfToken } });
}

async function listService(host: RoleClient, fields: Record<string, string>): Promise<{ id: string; title: string }> {
  const title = uniqueTitle(fields.title ?? 'Sunday roast swap');
  const listed = await host.http.post('/api/services', {
    headers: { 'x-csrf-token': host.csrfToken },
    multipart: serviceFields({ ...fields, title }),
  });
  expect(listed.status(), await listed.text()).toBe(201);
  return { id: ((await listed.json()) as { id: string }).id, title };
}

/** Requested, paid with a test card and accepted: a £40 booking the guest has been charged for. */
async function paidConfirmedBooking(host: RoleClient, guest: RoleClient, serviceId: string, day: string) {
  const requested = await requestBookingOnceListed(guest, { serviceId, bookingDate: day });
  expect(requested.status(), await requested.text()).toBe(201);
  const booking = (await requested.json()) as Booking;
  const paid = await post(guest, `/api/bookings/${booking.id}/test-payment`, TEST_CARD);
  expect(paid.status(), await paid.text()).toBe(200);
  const accepted = await post(host, `/api/bookings/${booking.id}/accept`);
  expect(accepted.status(), await accepted.text()).toBe(200);
  return booking;
}

async function pageAs(browser: Browser, client: RoleClient): Promise<Page> {
  const context = await browser.newContext({ storageState: await client.http.storageState() });
  return context.newPage();
}

async function cancelInBrowser(page: Page, region: string, title: string, explanation: string): Promise<void> {
  const card = page.getByRole('region', { name: region }).getByRole('article', { name: title });
  await card.getByRole('button', { name: 'Cancel', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(confirm.getByText(explanation)).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
}

test('declining a request releases its seat: the next guest can book that day', async ({ browser, baseURL }) => {
  const day = '2031-05-20';
  const [host, firstGuest, secondGuest] = await Promise.all(
    ['member', 'member', 'member'].map(() => clientFor('member', baseURL!)),
  );
  try {
    const service = await listService(host, { title: 'Swimming lesson lift', maxParticipants: '1' });
    expect((await requestBookingOnceListed(firstGuest, { serviceId: service.id, bookingDate: day })).status()).toBe(
      201,
    );

    const secondPage = await pageAs(browser, secondGuest);
    await secondPage.goto(`/services?book=${service.id}`);
    const dialog = secondPage.getByRole('dialog', { name: 'Book Service' });
    await dialog.getByLabel('Booking date').fill(day);
    await dialog.getByRole('button', { name: 'Request Booking' }).click();
    await expect(secondPage.getByText('Failed to create booking').first()).toBeVisible();
    await expect(secondPage.getByText('This service is fully booked on that day.').first()).toBeVisible();

    const hostPage = await pageAs(browser, host);
    await hostPage.goto('/services?tab=bookings');
    const request = hostPage.getByRole('region', { name: 'As a host' }).getByRole('article', { name: service.title });
    await request.getByRole('button', { name: 'Decline' }).click();
    await expect(request.getByText('Declined', { exact: true })).toBeVisible();

    await dialog.getByRole('button', { name: 'Request Booking' }).click();
    await expect(secondPage.getByText('Booking requested').first()).toBeVisible();
    await secondPage.goto('/services?tab=bookings');
    const booked = secondPage.getByRole('region', { name: 'As a guest' }).getByRole('article', { name: service.title });
    await expect(booked.getByText('Pending', { exact: true })).toBeVisible();
  } finally {
    await Promise.all([host, firstGuest, secondGuest].map((client) => client.dispose()));
  }
});

test('cancelling a paid booking refunds what its policy says, and a host cancelling refunds it all', async ({
  browser,
  baseURL,
}) => {
  const farDay = '2031-06-14';
  const tomorrow = londonTomorrow();
  const [host, guest] = await Promise.all([clientFor('member', baseURL!), clientFor('member', baseURL!)]);
  try {
    const paid = { pricingType: 'fixed_price', price: '40' };
    const flexible = await listService(host, { ...paid, title: 'Flexible sitter', cancellationPolicy: 'flexible' });
    const moderate = await listService(host, { ...paid, title: 'Moderate sitter', cancellationPolicy: 'moderate' });
    const strict = await listService(host, { ...paid, title: 'Strict sitter', cancellationPolicy: 'strict' });
    const strictLate = await listService(host, { ...paid, title: 'Late strict', cancellationPolicy: 'strict' });
    const hostCancels = await listService(host, { ...paid, title: 'Host cancels', cancellationPolicy: 'strict' });
    await paidConfirmedBooking(host, guest, flexible.id, tomorrow);
    await paidConfirmedBooking(host, guest, moderate.id, farDay);
    await paidConfirmedBooking(host, guest, strict.id, farDay);
    await paidConfirmedBooking(host, guest, strictLate.id, tomorrow);
    await paidConfirmedBooking(host, guest, hostCancels.id, farDay);

    const guestPage = await pageAs(browser, guest);
    await guestPage.goto('/services?tab=bookings');
    const flexibleWords = 'Full refund if you cancel at least 24 hours before the booked day; 50% after that.';
    await cancelInBrowser(guestPage, 'As a guest', flexible.title, flexibleWords);
    await cancelInBrowser(
      guestPage,
      'As a guest',
      moderate.title,
      'Full refund if you cancel at least 5 days before the booked day; 50% after that.',
    );
    const strictWords = '50% refund if you cancel at least 7 days before the booked day; no refund after that.';
    await cancelInBrowser(guestPage, 'As a guest', strict.title, strictWords);
    await cancelInBrowser(guestPage, 'As a guest', strictLate.title, strictWords);

    const hostPage = await pageAs(browser, host);
    await hostPage.goto('/services?tab=bookings');
    await cancelInBrowser(
      hostPage,
      'As a host',
      hostCancels.title,
      'If the host cancels or declines, you get a full refund.',
    );

    await guestPage.reload();
    const asGuest = guestPage.getByRole('region', { name: 'As a guest' });
    const refundOf = (title: string) => asGuest.getByRole('article', { name: title });
    await expect(refundOf(flexible.title).getByText(/· Partly refunded £20\.00$/)).toBeVisible();
    await expect(refundOf(moderate.title).getByText(/· Refunded £40\.00$/)).toBeVisible();
    await expect(refundOf(strict.title).getByText(/· Partly refunded £20\.00$/)).toBeVisible();
    await expect(refundOf(strictLate.title).getByText(/· Paid, no refund$/)).toBeVisible();
    await expect(refundOf(hostCancels.title).getByText(/· Refunded £40\.00$/)).toBeVisible();
  } finally {
    await Promise.all([host, guest].map((client) => client.dispose()));
  }
});

test('once its day has passed, a paid confirmed booking reads Completed for the guest and the host', async ({
  browser,
  baseURL,
}) => {
  const [host, guest] = await Promise.all([clientFor('member', baseURL!), clientFor('member', baseURL!)]);
  try {
    const service = await listService(host, { title: 'Saturday football', pricingType: 'fixed_price', price: '40' });
    const booking = await paidConfirmedBooking(host, guest, service.id, '2031-07-05');
    await bookedDayPasses(booking.id);

    const guestPage = await pageAs(browser, guest);
    await guestPage.goto('/services?tab=bookings');
    const asGuest = guestPage.getByRole('region', { name: 'As a guest' }).getByRole('article', { name: service.title });
    await expect(asGuest.getByText('Completed', { exact: true })).toBeVisible();
    await expect(asGuest.getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);

    const hostPage = await pageAs(browser, host);
    await hostPage.goto('/services?tab=bookings');
    const asHost = hostPage.getByRole('region', { name: 'As a host' }).getByRole('article', { name: service.title });
    await expect(asHost.getByText('Completed', { exact: true })).toBeVisible();
  } finally {
    await Promise.all([host, guest].map((client) => client.dispose()));
  }
});
