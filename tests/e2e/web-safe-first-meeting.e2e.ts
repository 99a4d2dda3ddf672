import { clientFor, uniqueEmail, type RoleClient } from './support/api-roles';
import { expectNoSeriousViolations } from './support/axe';
import { requestBookingOnceListed } from './support/booking-requests';
import { expect, test } from './support/consented-test';
import { inbox } from './support/inbox';
import { serviceFields, uniqueTitle } from './support/service-seeding';

/** Today in Europe/London: a booking's day, so a check-in a few seconds ahead is within 24 hours of it. */
const londonToday = (): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

/** A confirmed playdate today between a new host and a new guest; the guest's client and the booked title. */
async function confirmedPlaydate(baseURL: string): Promise<{ guest: RoleClient; host: RoleClient; title: string }> {
  const host = await clientFor('member', baseURL);
  const guest = await clientFor('member', baseURL);
  const title = uniqueTitle('First playdate');
  const listed = await host.http.post('/api/services', {
    headers: { 'x-csrf-token': host.csrfToken },
    multipart: serviceFields({ title }),
  });
  expect(listed.status(), await listed.text()).toBe(201);
  const service = (await listed.json()) as { id: string; hostId: string };
  const booked = await requestBookingOnceListed(guest, { serviceId: service.id, bookingDate: londonToday() });
  expect(booked.status(), await booked.text()).toBe(201);
  const { id } = (await booked.json()) as { id: string };
  const accepted = await host.http.post(`/api/bookings/${id}/accept`, { headers: { 'x-csrf-token': host.csrfToken } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return { guest, host, title };
}

/** The browser's local 'YYYY-MM-DDTHH:mm:ss' for a datetime-local field, `secondsAhead` from now. */
const localTimeAhead = (page: import('@playwright/test').Page, secondsAhead: number): Promise<string> =>
  page.evaluate((ahead) => {
    const at = new Date(Date.now() + ahead * 1000);
    const pad = (value: number) => String(value).padStart(2, '0');
    return (
      `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}` +
      `T${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`
    );
  }, secondsAhead);

test('a guest shares a new playdate with a trusted contact, misses the check-in, and the contact is emailed', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { guest, host, title } = await confirmedPlaydate(baseURL!);
  const contact = uniqueEmail('trusted');
  const context = await browser.newContext({ storageState: await guest.http.storageState() });
  try {
    const page = await context.newPage();
    await page.goto('/services?tab=bookings');
    const booking = page.getByRole('region', { name: 'As a guest' }).getByRole('article', { name: title });
    await booking.getByRole('button', { name: 'Share plan with a trusted contact' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share plan with a trusted contact' });
    await expectNoSeriousViolations(page, 'the share-plan dialog');

    await dialog.getByRole('button', { name: 'Share plan' }).click();
    await expect(dialog.getByText('Enter a valid email address')).toBeVisible();
    await dialog.getByLabel("Contact's name").fill('Ruth');
    await dialog.getByLabel("Contact's email").fill(contact);
    await dialog.getByLabel('Where exactly you will meet (optional)').fill('By the café at the north gate');
    await dialog.getByLabel('Check in by (optional)').fill(await localTimeAhead(page, 6));
    await dialog.getByRole('button', { name: 'Share plan' }).click();
    await expect(booking.getByRole('status')).toContainText('Plan shared with Ruth. Check in by');
    await expect(booking.getByRole('button', { name: "I'm safe" })).toBeVisible();

    const shared = await inbox().latestTo(contact, { subject: 'shared their plan for a first meeting' });
    expect(shared.text).toContain('Hello Ruth,');
    expect(shared.text).toContain('Who: Robin A.');
    expect(shared.text).toContain(`Where: ${title}`);
    expect(shared.text).toContain('Meeting place: By the café at the north gate');
    // The host registered as member.<hex>@example.test: the contact is never given their address.
    expect(shared.text).not.toMatch(/member\.[0-9a-f]+@example\.test/);

    const missed = await inbox().latestTo(contact, { subject: 'has not checked in', timeoutMs: 60_000 });
    expect(missed.text).toContain('has not checked in after their first meeting.');
    await page.reload();
    await expect(booking.getByRole('status')).toHaveText('You did not check in in time: Ruth was emailed.');

    // A new plan for the same meeting, and the member checks in before the time: nothing more is sent.
    await page.setViewportSize({ width: 390, height: 844 });
    await booking.getByRole('button', { name: 'Share plan with a trusted contact' }).click();
    await dialog.getByLabel("Contact's name").fill('Ruth');
    await dialog.getByLabel("Contact's email").fill(contact);
    await dialog.getByLabel('Check in by (optional)').fill(await localTimeAhead(page, 3600));
    await dialog.getByRole('button', { name: 'Share plan' }).click();
    await booking.getByRole('button', { name: "I'm safe" }).click();
    await expect(booking.getByRole('status')).toHaveText('You checked in: Ruth will not be alerted.');
    await expectNoSeriousViolations(page, 'the bookings tab with a safety plan at 390 px');
    await expect.poll(async () => (await inbox().allTo(contact)).length).toBe(3);
  } finally {
    await context.close();
    await Promise.all([guest.dispose(), host.dispose()]);
  }
});
