import type { BrowserContext, Page } from '@playwright/test';
import { generate } from 'otplib';
import { registrationFields, uniqueEmail } from './support/api-roles';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/consented-test';
import { inbox } from './support/inbox';
import { notifications } from './support/notifications';
import { photoWithLocation } from './support/photo-with-location';

/** Registers a new member in the page's browser context (cookies shared with the page) and returns their email. */
async function registerInBrowser(page: Page, fullName: string): Promise<string> {
  const email = uniqueEmail('profile-setup');
  await page.goto('/');
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name.endsWith('village_csrf'));
  const response = await page.request.post('/api/register', {
    multipart: { ...registrationFields(email), fullName },
    headers: { 'x-csrf-token': csrf?.value ?? '' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return email;
}

async function signInAsAdmin(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/');
  const csrf = (await context.cookies()).find((cookie) => cookie.name.endsWith('village_csrf'));
  const response = await page.request.post('/api/auth/signin', {
    data: { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD },
    headers: { 'x-csrf-token': csrf?.value ?? '' },
  });
  expect(response.status(), await response.text()).toBe(200);
  return page;
}

test('Basic Info needs a country and a postcode, then saves with a new photo', async ({ page }) => {
  await registerInBrowser(page, 'Morgan Ellis');
  await page.goto('/profile-setup');
  await expect(page.getByRole('tab', { name: 'Basic Info' })).toHaveAttribute('aria-selected', 'true');
  await expectNoSeriousViolations(page, '/profile-setup Basic Info');

  await page.getByLabel('Country').selectOption('');
  await page.getByLabel('Postcode').fill('');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Country is required')).toBeVisible();
  await expect(page.getByText('Postcode is required')).toBeVisible();

  await page.getByLabel('Country').selectOption('Ireland');
  await page.getByLabel('Postcode').fill('D02 X285');
  await page.getByLabel(/Choose an image/).setInputFiles({
    name: 'me.jpg',
    mimeType: 'image/jpeg',
    buffer: await photoWithLocation(),
  });
  await expect(page.getByAltText('Preview of your profile photo')).toBeVisible();
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(notifications(page).getByText('Profile Updated!')).toBeVisible();

  const user = await (await page.request.get('/api/auth/user')).json();
  expect(user).toMatchObject({ country: 'Ireland', postcode: 'D02 X285' });
  expect(user.profileImageUrl).toMatch(/^\/media\/profile-photos\//);

  await page.getByRole('tab', { name: 'Security' }).click();
  await expect(page).toHaveURL(/\?tab=security$/);
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Set up two-factor authentication' })).toHaveAttribute(
    'href',
    '/mfa-setup',
  );
  await expect(page.getByRole('heading', { name: 'Blocked members' })).toBeVisible();
  await expectNoSeriousViolations(page, '/profile-setup Security');
});

/** Turns two-factor sign-in on for the page's member through /api, with a code computed from the secret. */
async function turnOnTwoFactor(page: Page): Promise<void> {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name.endsWith('village_csrf'));
  const headers = { 'x-csrf-token': csrf?.value ?? '' };
  const setup = await page.request.post('/api/mfa/setup', { headers });
  expect(setup.status(), await setup.text()).toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) });
  const verified = await page.request.post('/api/mfa/verify', { headers, data: { code } });
  expect(verified.status(), await verified.text()).toBe(200);
}

test('an ID upload is approved by an admin: the member reads Already Verified, is emailed, and with two-factor sign-in their badge is complete', async ({
  page,
  browser,
}) => {
  const email = await registerInBrowser(page, 'Riley Hart');
  await page.goto('/profile-setup?tab=verification');
  await expect(page.getByText('Not submitted')).toBeVisible();
  await expectNoSeriousViolations(page, '/profile-setup Verification');

  await page.getByLabel('Passport or government ID photo').setInputFiles({
    name: 'passport.jpg',
    mimeType: 'image/jpeg',
    buffer: await photoWithLocation(),
  });
  await page.getByRole('button', { name: 'Submit for Verification' }).click();
  await expect(page.getByText('Pending review')).toBeVisible();

  const adminContext = await browser.newContext();
  try {
    const admin = await signInAsAdmin(adminContext);
    await admin.goto('/admin');
    const preview = admin.getByRole('region', { name: 'Pending verifications' });
    await expect(preview.getByText('Riley Hart').first()).toBeVisible();
    await preview.getByRole('link', { name: 'All verifications' }).click();
    await expect(admin).toHaveURL(/\/admin\?tab=verifications$/);
    const riley = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { name: 'Riley Hart' }) });
    await expect(riley.first()).toBeVisible();
    await expectNoSeriousViolations(admin, '/admin?tab=verifications');
    await admin.goto('/admin/verifications');
    await expect(admin).toHaveURL(/\/admin\?tab=verifications$/);
    await expect(riley.first()).toBeVisible();
    const card = riley.first();
    await card.getByRole('button', { name: 'View document' }).click();
    const documentImage = card.getByAltText('Identity document of Riley Hart');
    await expect(documentImage).toBeVisible();
    expect(await documentImage.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect(admin.getByRole('heading', { name: 'Riley Hart' })).toHaveCount(0);
  } finally {
    await adminContext.close();
  }

  await page.reload();
  await expect(page.getByText('Your identity is verified.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Already Verified' })).toBeDisabled();
  expect((await inbox().latestTo(email, { subject: 'You are verified on Village' })).text).toContain('Riley');

  await page.goto('/');
  await expect(page.getByRole('main').getByRole('img', { name: 'Verification: partial' })).toBeVisible();
  await turnOnTwoFactor(page);
  await page.reload();
  await expect(page.getByRole('main').getByRole('img', { name: 'Verification: complete' })).toBeVisible();
});

test('a member who is not an admin sees Access Denied on the admin pages', async ({ page }) => {
  await registerInBrowser(page, 'Sasha Reid');
  for (const path of ['/admin', '/admin/verifications']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
  }
});
