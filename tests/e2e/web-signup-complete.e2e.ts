import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/consented-test';
import { revealRoutePage, stopPageTime, stopPageTimeNow } from './support/fake-clock';
import { registerInBrowser } from './support/member-in-browser';

test.describe('/signup-complete', () => {
  test('waits 1 s, completes the registration and offers the next steps', async ({ page }) => {
    // A form registration has nothing pending (a first social sign-in does: web-social-sign-in.e2e.ts lands here);
    // the page completes whatever is left, harmlessly.
    await registerInBrowser(page);
    const completions: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/complete-signup') completions.push(request.method());
    });

    await stopPageTime(page);
    await page.goto('/signup-complete');
    await revealRoutePage(page, page.getByRole('heading', { level: 1, name: 'Setting up your account...' }));

    await page.clock.runFor(999);
    expect(completions).toEqual([]);
    await page.clock.runFor(1);

    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Village!' })).toBeVisible();
    expect(completions).toEqual(['POST']);
    await expect(page.getByRole('link', { name: 'Explore Your Community' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Complete Your Profile' })).toHaveAttribute('href', '/profile-setup');
    // axe waits on timers of its own: page time runs again for it.
    await page.clock.resume();
    await expectNoSeriousViolations(page, '/signup-complete (success)');
    expect((await (await page.request.get('/api/auth/user')).json()).hasPendingSignup).toBe(false);
  });

  test("a failure shows 'Setup incomplete', then 'Something went wrong'; 'Try Again' completes it", async ({
    page,
  }) => {
    await registerInBrowser(page);
    await page.route('/api/complete-signup', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Village is briefly unavailable. Please try again in a moment.' }),
      }),
    );
    await stopPageTime(page);
    await page.goto('/signup-complete');
    await revealRoutePage(page, page.getByRole('heading', { level: 1, name: 'Setting up your account...' }));
    await page.clock.runFor(1000);

    await expect(page.getByText('Setup incomplete', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
    await page.clock.resume();
    await expectNoSeriousViolations(page, '/signup-complete (failure)');
    await stopPageTimeNow(page);

    await page.unroute('/api/complete-signup');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Setting up your account...' })).toBeVisible();
    await page.clock.runFor(1000);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Village!' })).toBeVisible();
  });

  test('asks a signed-out visitor to sign in', async ({ page }) => {
    await page.goto('/signup-complete');
    await expect(page.getByRole('link', { name: /sign in/i }).first()).toBeVisible();
  });
});
