import { expect, test } from './support/consented-test';
import { revealRoutePage, stopPageTime } from './support/fake-clock';
import { holdRequests } from './support/held-requests';

test.describe('auth welcome, auth page and consent', () => {
  test('/auth-welcome sends the browser to /api/login after 3000 ms', async ({ page }) => {
    const logins: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/login') logins.push(request.url());
    });
    await stopPageTime(page);
    await page.goto('/auth-welcome');
    await revealRoutePage(page, page.getByRole('heading', { level: 1, name: 'Welcome to Village' }));

    // The page's timer started when it appeared, and page time has stood still since.
    await page.clock.runFor(2999);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Village' })).toBeVisible();
    expect(logins).toEqual([]);

    const login = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/login');
    await page.clock.runFor(1);
    await login;
    await expect(page).toHaveURL(/\/signin$/);
    expect(logins).toHaveLength(1);
  });

  test("/auth-welcome's Join Our Community button goes to /api/login at once", async ({ page }) => {
    await stopPageTime(page);
    await page.goto('/auth-welcome');
    await revealRoutePage(page, page.getByRole('button', { name: 'Join Our Community' }));
    // Time stands still, so the request cannot come from a timer.
    await Promise.all([
      page.waitForRequest((request) => new URL(request.url()).pathname === '/api/login'),
      page.getByRole('button', { name: 'Join Our Community' }).click(),
    ]);
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('/auth-page signs up by default and sends every submit to the consent screen', async ({ page }) => {
    const consentPage = await holdRequests(page, /\/assets\/auth-consent-page-[^/]+\.js$/);
    await page.goto('/auth-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join a Community That Cares');
    await expect(page.getByRole('button', { name: 'Forgot your password?' })).toBeHidden();

    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByLabel('Full name')).toHaveAccessibleDescription('Full name must be at least 2 characters');
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('button', { name: 'Creating Account...' })).toBeDisabled();
    consentPage.release();
    await expect(page).toHaveURL(/\/auth-consent\?next=%2Fsignup$/);

    await expect(page.getByRole('heading', { level: 1, name: 'Before you continue' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByLabel('Full name')).toHaveValue('Ada Lovelace');
    await expect(page.getByLabel('Email')).toHaveValue('ada@example.com');
  });

  test('/auth-page sign-in mode, its pending text, the social buttons and forgot password all go to consent', async ({
    page,
  }) => {
    const consentPage = await holdRequests(page, /\/assets\/auth-consent-page-[^/]+\.js$/);
    await page.goto('/auth-page');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome Back');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('button', { name: 'Signing In...' })).toBeDisabled();
    consentPage.release();
    await expect(page).toHaveURL(/\/auth-consent\?next=%2Fsignin$/);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByLabel('Email')).toHaveValue('ada@example.com');

    await page.goto('/auth-page');
    await page.getByRole('button', { name: 'Continue with Facebook' }).click();
    await expect(page).toHaveURL(/\/auth-consent\?next=%2Fsignup$/);

    await page.goto('/auth-page');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL(/\/auth-consent\?next=%2Fsignin$/);

    await page.goto('/auth-page');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/auth-consent\?next=%2Fsignin%3Fview%3Dforgot$/);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL(/\/signin\?view=forgot$/);
    await expect(page.getByRole('heading', { name: 'Forgot my password' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('ada@example.com');
  });
});
