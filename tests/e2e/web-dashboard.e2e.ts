import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/consented-test';
import { signUpInPage } from './support/signed-in-page';

test('the dashboard greets the member with their badge, account buttons, quick actions and four blocks', async ({
  page,
}) => {
  await signUpInPage(page, { fullName: 'Priya Shah', city: 'Leicester' });
  await page.goto('/');

  await expect(page.getByRole('heading', { name: 'Welcome, Priya!' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('img', { name: 'Verification: pending' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('img', { name: 'Verification: pending' })).toBeVisible();
  await expect(page.getByText(/0 contributions so far/)).toBeVisible();
  const account = page.getByRole('navigation', { name: 'Account' });
  await expect(account.getByRole('link', { name: 'Create Service' })).toHaveAttribute('href', '/create-service');
  await expect(account.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/profile-setup');
  await expect(account.getByRole('link', { name: 'Enhanced Profile' })).toHaveAttribute('href', '/enhanced-profile');
  await expect(account.getByRole('link', { name: /2FA/ })).toHaveAttribute('href', '/mfa-setup');
  await expect(account.getByRole('link', { name: 'Sign Out' })).toHaveAttribute('href', '/api/logout');
  for (const href of ['/services?tab=create', '/services', '/forum', '/video-meetings', '/profile-setup']) {
    await expect(page.locator(`main a[href="${href}"]`).first()).toBeVisible();
  }
  for (const block of ['Discover Services Near You', 'My Services', 'Upcoming Bookings', 'Community Impact']) {
    await expect(page.getByRole('region', { name: block })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'View all my services' })).toHaveAttribute('href', '/services?tab=my');
  await expect(page.getByText('Complete your profile')).toBeHidden();
  await expectNoSeriousViolations(page, 'the dashboard');
});

test('the header stays on one line at 1280 px for a signed-in member', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpInPage(page, { fullName: 'Maximilian Featherstonehaugh-Smythe' });
  await page.goto('/');
  await page.getByRole('heading', { name: /Welcome/ }).waitFor();
  const header = page.getByRole('banner');
  const box = await header.boundingBox();
  await testInfo.attach('header-1280', { body: await header.screenshot(), contentType: 'image/png' });
  expect(box!.height).toBeLessThanOrEqual(70);
  const signOut = await header.getByRole('link', { name: 'Sign Out' }).boundingBox();
  const logo = await header
    .getByRole('link', { name: /Village/ })
    .first()
    .boundingBox();
  expect(Math.abs(signOut!.y + signOut!.height / 2 - (logo!.y + logo!.height / 2))).toBeLessThan(8);
});
