import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import { expectNoSeriousViolations } from './support/axe';
import { registrationFields, uniqueEmail } from './support/api-roles';
import { expect, test } from './support/consented-test';
import { notifications } from './support/notifications';

const PASSWORD = 'steady lantern 42';

async function csrfToken(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name.endsWith('village_csrf'))!.value;
}

async function signOut(page: Page): Promise<void> {
  const answer = await page.request.post('/api/logout', { headers: { 'x-csrf-token': await csrfToken(page) } });
  expect(answer.status()).toBeLessThan(400);
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
}

async function signInWithPassword(page: Page, email: string): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Enter the 6-digit code from your authenticator app')).toBeVisible();
}

/** A code of a time step after the one the last accepted code used (a code works once). */
async function freshCode(secret: string, after: number): Promise<{ code: string; step: number }> {
  let step = Math.floor(Date.now() / 30_000);
  if (step <= after) {
    await new Promise((resolve) => setTimeout(resolve, (after + 1) * 30_000 - Date.now() + 200));
    step = Math.floor(Date.now() / 30_000);
  }
  return { code: await generate({ secret, epoch: Math.floor(Date.now() / 1000) }), step };
}

test('a member turns on two-factor authentication, then signs in with a code and with a recovery code once', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('mfa');
  await page.goto('/');
  const registered = await page.request.post('/api/register', {
    multipart: registrationFields(email, PASSWORD),
    headers: { 'x-csrf-token': await csrfToken(page) },
  });
  expect(registered.status()).toBe(201);

  await page.goto('/mfa-setup');
  await expect(page.getByRole('heading', { level: 1, name: 'Two-factor authentication' })).toBeVisible();
  await expect(page.getByText('Off', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, '/mfa-setup (off)');

  await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  const qr = page.getByAltText('QR code to add Village to your authenticator app');
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  const secret = (await page.getByLabel('Or enter this secret by hand:').textContent())!.replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const enable = page.getByRole('button', { name: 'Enable two-factor authentication' });
  const codeField = page.getByLabel('6-digit code');
  await expect(enable).toBeDisabled();
  await codeField.fill('12345');
  await expect(enable).toBeDisabled();
  await codeField.fill('abcdef');
  await expect(codeField).toHaveValue('');
  await expectNoSeriousViolations(page, '/mfa-setup (setup)');

  await codeField.fill('000000');
  await enable.click();
  await expect(notifications(page).getByText('Verification Failed')).toBeVisible();
  await expect(notifications(page).getByText('Invalid code')).toBeVisible();

  const enabled = await freshCode(secret, -1);
  await codeField.fill(enabled.code);
  await enable.click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allTextContents();
  const finish = page.getByRole('button', { name: 'Finish' });
  await expect(finish).toBeDisabled();
  await page.getByLabel('I have saved them').check();
  await finish.click();
  await expect(page.getByText('On', { exact: true })).toBeVisible();
  expect(await (await page.request.get('/api/auth/user')).json()).toMatchObject({ mfaEnabled: true });

  await signOut(page);
  await signInWithPassword(page, email);
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  await expectNoSeriousViolations(page, 'the sign-in code step');
  const signIn = await freshCode(secret, enabled.step);
  await page.getByLabel('6-digit code').fill(signIn.code);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(notifications(page).getByText("You've successfully signed in.")).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome, Robin!' })).toBeVisible();

  await signOut(page);
  await signInWithPassword(page, email);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCodes[0]);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Robin!' })).toBeVisible();

  await signOut(page);
  await signInWithPassword(page, email);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCodes[0]);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(notifications(page).getByText('Invalid recovery code')).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
});
