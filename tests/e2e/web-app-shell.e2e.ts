import { expect, test } from './support/consented-test';
import { holdRequests } from './support/held-requests';

test.describe('app shell', () => {
  test('shows a spinner while the sign-in state loads', async ({ page }) => {
    const signInState = await holdRequests(page, '**/api/auth/user');
    await page.goto('/about');
    await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeHidden();
    signInState.release();
    await expect(page.getByRole('heading', { name: 'My Story' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading' })).toBeHidden();
  });

  test("a signed-in member sees their name and 'Sign Out' instead of 'Sign In' and 'Join Now'", async ({ page }) => {
    await page.goto('/signin');
    await page.getByLabel('Email').fill(process.env.E2E_ADMIN_EMAIL ?? 'admin@village.local');
    await page.getByLabel('Password', { exact: true }).fill(process.env.E2E_ADMIN_PASSWORD ?? '');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Sign Out' })).toHaveAttribute('href', '/api/logout');
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Join Now' })).toHaveCount(0);

    await header.getByRole('link', { name: 'My Services' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Services' })).toBeVisible();
    await header.getByRole('link', { name: 'Services', exact: true }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();

    await header.getByRole('link', { name: 'Sign Out' }).click();
    await expect(header.getByRole('link', { name: 'Join Now' })).toBeVisible();
  });
});
