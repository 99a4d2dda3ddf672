import { randomBytes, randomInt } from 'node:crypto';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { clientFor, registrationFields, uniqueEmail } from './support/api-roles';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/consented-test';
import { csrfTokenOfPage } from './support/member-in-browser';
import { PHONE } from './support/viewport';

/** A surname nobody else in the stack has, so a search by it finds only this test's members. */
const uniqueSurname = (): string =>
  `Q${[...randomBytes(8)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;

async function csrfOf(http: APIRequestContext): Promise<string> {
  await http.get('/');
  const cookie = (await http.storageState()).cookies.find((candidate) => candidate.name.endsWith('village_csrf'));
  if (!cookie) throw new Error('the gateway set no CSRF cookie');
  return cookie.value;
}

test('an email address blocked before its owner joins is blocked the moment they register', async ({
  page,
  baseURL,
}) => {
  const surname = uniqueSurname();
  const blockedEmail = uniqueEmail('unwanted');

  // The blocker joins, and blocks the address from the Security tab (written differently from how it will be used).
  await page.goto('/privacy-policy');
  const joined = await page.request.post('/api/register', {
    multipart: { ...registrationFields(uniqueEmail('careful')), fullName: `Alex ${surname}` },
    headers: { 'x-csrf-token': await csrfTokenOfPage(page) },
  });
  expect(joined.status(), await joined.text()).toBeLessThan(300);
  const blockerId = ((await joined.json()) as { user: { id: string } }).user.id;

  await page.goto('/profile-setup?tab=security');
  const panel = page.getByRole('region', { name: 'Block someone before they join' });
  await expect(panel.getByText('You have not blocked any addresses or numbers.')).toBeVisible();
  await panel.getByRole('button', { name: 'Block address' }).click();
  await expect(panel.getByText('Please enter a valid email address')).toBeVisible();
  await panel.getByLabel('Email address to block').fill(`  ${blockedEmail.toUpperCase()} `);
  await panel.getByLabel('Label (optional, only you see it)').fill('Not him');
  await panel.getByRole('button', { name: 'Block address' }).click();
  const list = panel.getByRole('list', { name: 'Blocked addresses and numbers' });
  await expect(list.getByText('Not him')).toBeVisible();
  await expect(panel.getByLabel('Email address to block')).toHaveValue('');
  expect((await page.content()).toLowerCase()).not.toContain(blockedEmail.toLowerCase());
  const listed = await (await page.request.get('/api/blocks/pre-emptive')).json();
  expect(JSON.stringify(listed).toLowerCase()).not.toContain(blockedEmail.split('@')[0].toLowerCase());
  await expect(page.getByRole('region', { name: 'Leaving quickly' })).toContainText('use a private (incognito) window');
  await expectNoSeriousViolations(page, '/profile-setup?tab=security with a pre-emptive block');
  await page.setViewportSize(PHONE);
  await expect(list.getByText('Not him')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoSeriousViolations(page, '/profile-setup?tab=security at 390 px');

  // The person joins with that address: nothing tells them, and from then on they cannot see or message the blocker.
  const newcomer = await playwrightRequest.newContext({ baseURL });
  const bystander = await clientFor('member', baseURL!);
  try {
    const headers = { 'x-csrf-token': await csrfOf(newcomer) };
    const registered = await newcomer.post('/api/register', {
      multipart: { ...registrationFields(blockedEmail), fullName: `Jordan ${surname}` },
      headers,
    });
    expect(registered.status(), await registered.text()).toBeLessThan(300);
    expect(await registered.text()).not.toMatch(/block/i);

    const search = (http: APIRequestContext) => http.get(`/api/members/search?q=${surname}`);
    const seenByNewcomer = (await (await search(newcomer)).json()) as { members: Array<{ firstName: string }> };
    expect(seenByNewcomer.members).toEqual([]);
    const seenByBystander = (await (await search(bystander.http)).json()) as { members: Array<{ firstName: string }> };
    expect(seenByBystander.members.map((member) => member.firstName).sort()).toEqual(['Alex', 'Jordan']);

    const message = await newcomer.post('/api/conversations', { data: { memberId: blockerId }, headers });
    expect(message.status()).toBe(403);
    expect(((await message.json()) as { message: string }).message).toBe('You cannot message this member.');
  } finally {
    await newcomer.dispose();
    await bystander.dispose();
  }

  // The blocker is not told who it was either: their blocked members do not name the newcomer, only the entry shows.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  await expect(page.getByRole('list', { name: 'Blocked addresses and numbers' }).getByText('Not him')).toBeVisible();
  const blockedMembers = page.getByRole('region', { name: 'Blocked members' });
  await expect(blockedMembers.getByText('You have not blocked anyone.')).toBeVisible();
  await expect(blockedMembers).not.toContainText(surname);
});

test('a phone number blocked before its owner joins is blocked the moment they add it to their profile', async ({
  page,
  baseURL,
}) => {
  const surname = uniqueSurname();
  const subscriber = String(randomInt(1_000_000)).padStart(6, '0');

  // The blocker joins, and blocks the number (written nationally) from the Security tab.
  await page.goto('/privacy-policy');
  const joined = await page.request.post('/api/register', {
    multipart: { ...registrationFields(uniqueEmail('careful')), fullName: `Sasha ${surname}` },
    headers: { 'x-csrf-token': await csrfTokenOfPage(page) },
  });
  expect(joined.status(), await joined.text()).toBeLessThan(300);
  const blockerId = ((await joined.json()) as { user: { id: string } }).user.id;

  await page.goto('/profile-setup?tab=security');
  const panel = page.getByRole('region', { name: 'Block someone before they join' });
  await expect(panel.getByText('You have not blocked any addresses or numbers.')).toBeVisible();
  await panel.getByRole('radio', { name: 'Phone number' }).click();
  await expect(panel.getByLabel('Email address to block')).toHaveCount(0);
  await panel.getByLabel('Phone number to block').fill('12345');
  await panel.getByRole('button', { name: 'Block number' }).click();
  await expect(panel.getByText('Please enter a valid phone number')).toBeVisible();
  await panel.getByLabel('Phone number to block').fill(`07400 ${subscriber}`);
  await panel.getByLabel('Label (optional, only you see it)').fill('Not her');
  await panel.getByRole('button', { name: 'Block number' }).click();
  const list = panel.getByRole('list', { name: 'Blocked addresses and numbers' });
  await expect(list.getByText('Not her')).toBeVisible();
  await expect(list.getByText(/^Phone number · blocked on/)).toBeVisible();
  await expect(panel.getByLabel('Phone number to block')).toHaveValue('');
  expect(await page.content()).not.toContain(subscriber);
  const listed = await (await page.request.get('/api/blocks/pre-emptive')).text();
  expect(listed).not.toContain(subscriber);
  await expectNoSeriousViolations(page, '/profile-setup?tab=security with a block by phone number');
  await page.setViewportSize(PHONE);
  await expect(list.getByText('Not her')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoSeriousViolations(page, '/profile-setup?tab=security with a block by phone number at 390 px');

  // The person joins (nothing happens yet: Village has no number for them), then adds that number to their profile,
  // written the international way: nothing tells them, and from then on they cannot see or message the blocker.
  const newcomer = await playwrightRequest.newContext({ baseURL });
  const bystander = await clientFor('member', baseURL!);
  try {
    const headers = { 'x-csrf-token': await csrfOf(newcomer) };
    const registered = await newcomer.post('/api/register', {
      multipart: { ...registrationFields(uniqueEmail('newcomer')), fullName: `Robin ${surname}` },
      headers,
    });
    expect(registered.status(), await registered.text()).toBeLessThan(300);
    const search = (http: APIRequestContext) => http.get(`/api/members/search?q=${surname}`);
    const before = (await (await search(newcomer)).json()) as { members: Array<{ firstName: string }> };
    expect(before.members.map((member) => member.firstName)).toEqual(['Sasha']);

    const saved = await newcomer.put('/api/profile/enhanced', {
      data: { phoneNumber: `+44 7400 ${subscriber}` },
      headers,
    });
    expect(saved.status(), await saved.text()).toBe(200);
    expect(await saved.json()).toMatchObject({ phoneNumber: `+447400${subscriber}` });
    expect(await saved.text()).not.toMatch(/block/i);

    const seenByNewcomer = (await (await search(newcomer)).json()) as { members: Array<{ firstName: string }> };
    expect(seenByNewcomer.members).toEqual([]);
    const seenByBystander = (await (await search(bystander.http)).json()) as { members: Array<{ firstName: string }> };
    expect(seenByBystander.members.map((member) => member.firstName).sort()).toEqual(['Robin', 'Sasha']);

    const message = await newcomer.post('/api/conversations', { data: { memberId: blockerId }, headers });
    expect(message.status()).toBe(403);
    expect(((await message.json()) as { message: string }).message).toBe('You cannot message this member.');
  } finally {
    await newcomer.dispose();
    await bystander.dispose();
  }

  // The blocker is not told who it was either: their blocked members do not name the newcomer, only the entry shows.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  await expect(page.getByRole('list', { name: 'Blocked addresses and numbers' }).getByText('Not her')).toBeVisible();
  const blockedMembers = page.getByRole('region', { name: 'Blocked members' });
  await expect(blockedMembers.getByText('You have not blocked anyone.')).toBeVisible();
  await expect(blockedMembers).not.toContainText(surname);
});
