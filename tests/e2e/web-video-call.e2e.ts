import type { Browser, Page } from '@playwright/test';
import type { RoleClient } from './support/api-roles';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/consented-test';
import {
  callNetworkUnavailable,
  callPageAs,
  decodedVideoFrames,
  inviteAndAccept,
  inviteOnceKnown,
  launchCallBrowser,
  memberNamed,
  scheduleMeeting,
} from './support/video-calls';

const unavailable = callNetworkUnavailable();
if (unavailable && process.env.CI) throw new Error(`video browser tests cannot run under CI: ${unavailable}`);
test.skip(unavailable !== null, unavailable ?? '');
test.describe.configure({ timeout: 180_000 });

let browser: Browser;
test.beforeAll(async () => {
  browser = await launchCallBrowser();
});
test.afterAll(async () => {
  await browser?.close();
});

const participants = (page: Page, count: number, timeout?: number) =>
  expect(page.getByText(`${count} ${count === 1 ? 'participant' : 'participants'}`, { exact: true })).toBeVisible({
    timeout,
  });

async function openCall(member: RoleClient, roomId: string, baseURL: string): Promise<Page> {
  const page = await callPageAs(browser, member, baseURL);
  await page.goto(`/video-call/${roomId}`);
  await expect(page.getByRole('heading', { name: 'Ready to join?' })).toBeVisible();
  return page;
}

async function joinCall(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Join Call' }).click();
  await expect(page.getByText('Joined Call', { exact: true }).first()).toBeVisible();
}

/** Every remote video of the page has decoded frames, `count` of them (getStats of its peer connections). */
async function expectDecodingVideos(page: Page, count: number): Promise<void> {
  await expect
    .poll(async () => (await decodedVideoFrames(page)).filter((frames) => frames > 0).length, { timeout: 60_000 })
    .toBeGreaterThanOrEqual(count);
}

async function sendChat(page: Page, text: string): Promise<void> {
  const chat = page.getByRole('complementary', { name: 'Chat' });
  if (!(await chat.isVisible())) await page.getByRole('button', { name: 'Chat' }).click();
  const input = chat.getByRole('textbox', { name: 'Message' });
  await input.fill(text);
  await input.press('Enter');
}

async function openChat(page: Page) {
  const chat = page.getByRole('complementary', { name: 'Chat' });
  if (!(await chat.isVisible())) await page.getByRole('button', { name: 'Chat' }).click();
  return chat.getByRole('list', { name: 'Chat messages' });
}

test('two members join a call, each decodes the other, chat reaches the other and leaving updates the count', async ({
  baseURL,
}) => {
  const host = await memberNamed('Amara Okafor', baseURL!);
  const guest = await memberNamed('Ben Hughes', baseURL!);
  const meeting = await scheduleMeeting(host, {
    title: 'Saturday playdate planning',
    maxParticipants: 2,
    isPublic: true,
  });

  const hostPage = await openCall(host, meeting.roomId, baseURL!);
  await expectNoSeriousViolations(hostPage, '/video-call (ready to join)');
  await joinCall(hostPage);
  await participants(hostPage, 1);
  await expect(hostPage.getByText('You', { exact: true })).toBeVisible();

  const guestPage = await openCall(guest, meeting.roomId, baseURL!);
  await joinCall(guestPage);
  await participants(guestPage, 2);
  await participants(hostPage, 2);
  await expect(guestPage.getByRole('figure').filter({ hasText: 'Amara (Host)' })).toBeVisible();
  await expect(hostPage.getByRole('figure').filter({ hasText: 'Ben' })).toBeVisible();

  await expectDecodingVideos(hostPage, 1);
  await expectDecodingVideos(guestPage, 1);
  await expectNoSeriousViolations(hostPage, '/video-call (in the call)');

  await sendChat(hostPage, 'See you at the park at ten');
  const guestChat = await openChat(guestPage);
  await expect(guestChat.getByText('See you at the park at ten')).toBeVisible();
  await expect(guestChat.getByText('Amara')).toBeVisible();
  await sendChat(guestPage, 'Perfect, we will bring the ball');
  await expect((await openChat(hostPage)).getByText('Perfect, we will bring the ball')).toBeVisible();
  await sendChat(guestPage, '   ');
  await expect(guestChat.getByRole('listitem')).toHaveCount(2);

  await guestPage.getByRole('button', { name: 'Turn camera off' }).click();
  await expect(hostPage.getByRole('figure').filter({ hasText: 'Ben (Camera off)' })).toBeVisible();

  await guestPage.getByRole('button', { name: 'Leave call' }).click();
  await expect(guestPage.getByText('Left Call', { exact: true }).first()).toBeVisible();
  await participants(hostPage, 1);
});

test('a visitor is asked to sign in, and members who may not join are refused by the server', async ({ baseURL }) => {
  const host = await memberNamed('Chloe Brennan', baseURL!);
  const pending = await memberNamed('Dev Patel', baseURL!);
  const stranger = await memberNamed('Erin Walsh', baseURL!);
  const meeting = await scheduleMeeting(host, {
    title: 'Co-parenting support circle',
    maxParticipants: 4,
    isPublic: false,
  });
  const invited = await inviteOnceKnown(host, meeting.id, pending);
  expect(invited.status()).toBe(201);

  const visitor = await browser.newPage({ baseURL });
  await visitor.goto(`/video-call/${meeting.roomId}`);
  await expect(visitor.getByRole('heading', { name: 'Please sign in to join the video call' })).toBeVisible();
  await expect(visitor.getByRole('main').getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login');
  await visitor.close();

  // Invited but not yet accepted: the page shows the meeting, the server refuses the pass.
  const pendingPage = await openCall(pending, meeting.roomId, baseURL!);
  await pendingPage.getByRole('button', { name: 'Join Call' }).click();
  await expect(pendingPage.getByText('You are not invited to this meeting.')).toBeVisible();
  await expect(pendingPage.getByRole('heading', { name: 'Ready to join?' })).toBeVisible();

  // A member with no invitation does not even learn the meeting exists, from the page or the API.
  const strangerPage = await callPageAs(browser, stranger, baseURL!);
  await strangerPage.goto(`/video-call/${meeting.roomId}`);
  await expect(strangerPage.getByRole('heading', { name: 'Meeting not found' })).toBeVisible();
  const refused = await stranger.http.post(`/api/video-calls/${meeting.roomId}/join`, {
    headers: { 'x-csrf-token': stranger.csrfToken },
  });
  expect(refused.status()).toBe(404);
  expect(((await refused.json()) as { message: string }).message).toBe('Meeting not found');
});

test('in a private meeting the host admits a member from the lobby, then removes them for good', async ({
  baseURL,
}) => {
  const host = await memberNamed('Fatima Rahman', baseURL!);
  const guest = await memberNamed('Gus Turner', baseURL!);
  const meeting = await scheduleMeeting(host, { title: 'Single dads check-in', maxParticipants: 4, isPublic: false });
  await inviteAndAccept(host, meeting.id, guest);

  const hostPage = await openCall(host, meeting.roomId, baseURL!);
  await joinCall(hostPage);
  const guestPage = await openCall(guest, meeting.roomId, baseURL!);
  await guestPage.getByRole('button', { name: 'Join Call' }).click();
  await expect(guestPage.getByRole('heading', { name: 'Waiting for the host to let you in' })).toBeVisible();
  await expectNoSeriousViolations(guestPage, '/video-call (lobby)');

  const queue = hostPage.getByRole('region', { name: 'Waiting to join (1)' });
  await expect(queue.getByText('Gus')).toBeVisible();
  await queue.getByRole('button', { name: 'Admit Gus' }).click();
  await expect(guestPage.getByText('Joined Call', { exact: true }).first()).toBeVisible();
  await participants(hostPage, 2);
  await expectDecodingVideos(hostPage, 1);

  await hostPage.getByRole('button', { name: 'Remove Gus' }).click();
  await hostPage
    .getByRole('dialog', { name: 'Remove Gus from the call?' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(guestPage.getByText('The host removed you from this meeting.').first()).toBeVisible();
  await participants(hostPage, 1);
  const again = await guest.http.post(`/api/video-calls/${meeting.roomId}/join`, {
    headers: { 'x-csrf-token': guest.csrfToken },
  });
  expect(again.status()).toBe(403);
  expect(((await again.json()) as { message: string }).message).toBe('The host removed you from this meeting.');
});

test('seven members meet through LiveKit and every one decodes the six others', async ({ baseURL }) => {
  const names = ['Hana Ito', 'Ivo Silva', 'Jade Moss', 'Kofi Mensah', 'Lena Berg', 'Milo Reyes', 'Nia Evans'];
  const members = await Promise.all(names.map((name) => memberNamed(name, baseURL!)));
  const meeting = await scheduleMeeting(members[0], {
    title: 'Big support group',
    maxParticipants: 10,
    isPublic: true,
  });
  const pages = await Promise.all(members.map((member) => openCall(member, meeting.roomId, baseURL!)));
  await Promise.all(pages.map(joinCall));
  // Seven pages start encoding and decoding at once on a small machine: the count may take a while to render.
  for (const page of pages) await participants(page, 7, 30_000);
  for (const page of pages) await expectDecodingVideos(page, 6);
});
