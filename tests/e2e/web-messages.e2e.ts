import type { Browser, Page } from '@playwright/test';
import { clientFor, type RoleClient } from './support/api-roles';
import { expectNoSeriousViolations } from './support/axe';
import { FUTURE_DAY, requestBookingOnceListed } from './support/booking-requests';
import { expect, test } from './support/consented-test';
import { notifications } from './support/notifications';
import { serviceFields, uniqueTitle } from './support/service-seeding';

const post = (client: RoleClient, path: string, data: unknown = {}) =>
  client.http.post(path, { headers: { 'x-csrf-token': client.csrfToken }, data });

async function pageAs(browser: Browser, client: RoleClient): Promise<Page> {
  const context = await browser.newContext({ storageState: await client.http.storageState() });
  return context.newPage();
}

/** A free service the host lists, the guest books and the host accepts: a confirmed booking between them. */
async function confirmedBooking(host: RoleClient, guest: RoleClient, title: string) {
  const listed = await host.http.post('/api/services', {
    headers: { 'x-csrf-token': host.csrfToken },
    multipart: serviceFields({ title, pricingType: 'free', maxParticipants: '2' }),
  });
  expect(listed.status(), await listed.text()).toBe(201);
  const service = (await listed.json()) as { id: string; hostId: string };
  const requested = await requestBookingOnceListed(guest, {
    serviceId: service.id,
    hostId: service.hostId,
    bookingDate: FUTURE_DAY,
  });
  expect(requested.status(), await requested.text()).toBe(201);
  const booking = (await requested.json()) as { id: string; hostId: string; guestId: string };
  const accepted = await post(host, `/api/bookings/${booking.id}/accept`);
  expect(accepted.status(), await accepted.text()).toBe(200);
  return booking;
}

/** Sends a message from the open thread with Enter, as a member types it. */
async function sendFrom(page: Page, text: string): Promise<void> {
  const composer = page.getByLabel('Your message');
  await composer.fill(text);
  await composer.press('Enter');
}

const thread = (page: Page) => page.getByRole('list', { name: 'Messages' });

test('two members with a confirmed booking message each other live; a blocked member cannot', async ({
  browser,
  baseURL,
}) => {
  const [host, guest] = await Promise.all([clientFor('member', baseURL!), clientFor('member', baseURL!)]);
  try {
    const title = uniqueTitle('Messaging playdate');
    const booking = await confirmedBooking(host, guest, title);

    // The guest starts the conversation from the booking card.
    const guestPage = await pageAs(browser, guest);
    await guestPage.goto('/services?tab=bookings');
    const card = guestPage.getByRole('region', { name: 'As a guest' }).getByRole('article', { name: title });
    await expect(card.getByText('Confirmed', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: /^Message/ }).click();
    await expect(guestPage).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
    const conversationUrl = new URL(guestPage.url()).pathname;

    // The host has /messages open before anything is sent.
    const hostPage = await pageAs(browser, host);
    await hostPage.goto('/messages');
    await expect(hostPage.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
    await expectNoSeriousViolations(hostPage, '/messages');

    // A blank message is not sent.
    await sendFrom(guestPage, '   ');
    await expect(guestPage.getByText('Write a message before sending')).toBeVisible();

    await sendFrom(guestPage, 'Hello! Looking forward to Sunday.');
    await expect(thread(guestPage).getByText('Hello! Looking forward to Sunday.')).toBeVisible();

    // Live, without reload: the host's list shows the unread count, then the thread.
    const hostConversation = hostPage.getByRole('link', { name: /Looking forward to Sunday/ });
    await expect(hostConversation).toContainText('1 unread');
    await expect(hostPage.getByTestId('unread-messages').first()).toContainText('1');
    await hostConversation.click();
    await expect(hostPage).toHaveURL(new RegExp(`${conversationUrl}$`));
    await expect(thread(hostPage).getByText('Hello! Looking forward to Sunday.')).toBeVisible();
    await expect(hostPage.getByTestId('unread-messages')).toHaveCount(0);
    await expectNoSeriousViolations(hostPage, '/messages/:conversationId');

    await sendFrom(hostPage, 'Us too, see you at ten.');
    await expect(thread(guestPage).getByText('Us too, see you at ten.')).toBeVisible();

    // The host reports the guest's message from the thread: it reaches the admins' queue.
    await thread(hostPage).getByRole('button', { name: 'Report this message' }).click();
    const dialog = hostPage.getByRole('dialog', { name: 'Report this message' });
    await dialog.getByRole('radio', { name: 'Spam' }).click();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(notifications(hostPage).getByText('Report Sent')).toBeVisible();

    // The host blocks the guest: the guest's next message is refused, and stays unsent.
    const blocked = await post(host, '/graphql', {
      query: 'mutation Block($memberId: ID!) { blockMember(memberId: $memberId) }',
      variables: { memberId: booking.guestId },
    });
    expect(blocked.status(), await blocked.text()).toBe(200);
    await expect
      .poll(async () => (await post(guest, '/api/conversations', { memberId: booking.hostId })).status(), {
        timeout: 30_000,
      })
      .toBe(403);
    await sendFrom(guestPage, 'Did something go wrong?');
    await expect(guestPage.getByText('You cannot message this member.')).toBeVisible();
    await expect(thread(guestPage).getByText('Did something go wrong?')).toHaveCount(0);
    await expect(thread(hostPage).getByText('Did something go wrong?')).toHaveCount(0);
  } finally {
    await Promise.all([host.dispose(), guest.dispose()]);
  }
});
