import { expect, test } from './support/consented-test';

test.describe('guarded routes and unknown paths', () => {
  for (const path of ['/my-services', '/services', '/forum']) {
    test(`${path} shows the authentication-required page to a signed-out visitor`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please sign in to continue');
      const main = page.getByRole('main');
      await expect(main.getByRole('link')).toHaveCount(1);
      await expect(main.getByRole('button')).toHaveCount(0);
      const proceed = main.getByRole('link', { name: 'Continue to Identity Verification' });
      await expect(proceed).toHaveAttribute('href', '/api/login');
      await proceed.click();
      await expect(page).toHaveURL(/\/signin$/);
    });
  }

  test("an unknown path answers HTTP 404 and shows 'Page Not Found' with a way home", async ({ page }) => {
    const response = await page.goto('/this/does/not/exist?from=mail');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page).toHaveTitle('Page Not Found | Village');
    await page.getByRole('main').getByRole('link', { name: 'Go back home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  for (const path of ['/', '/about/', '/signin?view=forgot', '/my-services']) {
    test(`the page ${path} answers HTTP 200 and is not 'Page Not Found'`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page Not Found');
    });
  }
});
