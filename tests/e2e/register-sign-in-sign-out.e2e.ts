import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { expect, test } from './support/consented-test';
import { notifications } from './support/notifications';
import { photoWithLocation } from './support/photo-with-location';

const member = {
  fullName: 'Grace Hopper',
  email: `grace.${randomBytes(4).toString('hex')}@example.com`,
  password: 'correct horse battery',
  city: 'Bristol',
  postcode: 'BS1 4DJ',
  country: 'United Kingdom',
};

test('a parent registers with a photo, sees the greeting, signs out and signs back in', async ({ page, request }) => {
  await page.goto('/signup');
  await page.getByLabel('Full name').fill(member.fullName);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByLabel('City').fill(member.city);
  await page.getByLabel('Postcode').fill(member.postcode);
  await page.getByLabel('Country').selectOption(member.country);
  await page.getByLabel('I am a single parent').check();
  await page.getByLabel(/Choose an image/).setInputFiles({
    name: 'holiday.jpg',
    mimeType: 'image/jpeg',
    buffer: await photoWithLocation(),
  });
  await expect(page.getByAltText('Preview of your profile photo')).toBeVisible();
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(notifications(page).getByText('Your account has been created successfully.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome, Grace!' })).toBeVisible();
  await expect(page.getByText(/Bristol/)).toBeVisible();

  const avatar = page.getByAltText("Grace Hopper's profile photo");
  await expect(avatar).toBeVisible();
  await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const photoUrl = await avatar.getAttribute('src');
  const served = await request.get(photoUrl!);
  expect(served.headers()['cache-control']).toContain('immutable');
  const metadata = await sharp(await served.body()).metadata();
  expect(metadata.format).toBe('webp');
  expect(metadata.exif).toBeUndefined();

  await page.getByRole('main').getByRole('link', { name: 'Sign Out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Join Now' })).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);

  await page.goto('/signin');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(notifications(page).getByText("You've successfully signed in.")).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome, Grace!' })).toBeVisible();
});

test('registering an email that is taken says so and creates nothing', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Full name').fill('Someone Else');
  await page.getByLabel('Email').fill(process.env.E2E_ADMIN_EMAIL ?? 'admin@village.local');
  await page.getByLabel('Password', { exact: true }).fill('another password');
  await page.getByLabel('City').fill('Leeds');
  await page.getByLabel('Postcode').fill('LS1 1UR');
  await page.getByLabel('Country').selectOption('United Kingdom');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(notifications(page).getByText('Sign up failed')).toBeVisible();
  await expect(page.getByText('An account with this email already exists').first()).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
});

test('a wrong password is refused with a clear message', async ({ page }) => {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(process.env.E2E_ADMIN_EMAIL ?? 'admin@village.local');
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(notifications(page).getByText('Sign in failed')).toBeVisible();
  await expect(notifications(page).getByText('Incorrect email or password')).toBeVisible();
});

test('an unknown path shows Page Not Found', async ({ page }) => {
  await page.goto('/no/such/place');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

test('/api/login sends a signed-out visitor to the sign-in page', async ({ page }) => {
  await page.goto('/api/login');
  await expect(page).toHaveURL(/\/signin$/);
});
