import { expectNoSeriousViolations } from './support/axe';
import { uniqueEmail } from './support/api-roles';
import { expect, test } from './support/consented-test';
import { inbox, tokenIn } from './support/inbox';
import { csrfTokenOfPage, registerInBrowser } from './support/member-in-browser';

const SUBJECTS = { '/signin/magic': 'Your Village sign-in link', '/reset-password': 'Reset your Village password' };

/** The token of the link to `path` in the newest email of its kind to `email` (waits for it to arrive). */
async function tokenFromMail(email: string, path: keyof typeof SUBJECTS): Promise<string> {
  return tokenIn(await inbox().latestTo(email, { subject: SUBJECTS[path] }), path);
}

test.describe('magic link sign-in', () => {
  test('asks for an email first, emails a link, and the link signs the member in once', async ({ browser, page }) => {
    const registrant = await browser.newContext();
    const member = await registerInBrowser(await registrant.newPage(), uniqueEmail('magic'));
    await registrant.close();

    await page.goto('/signin');
    await page.getByRole('button', { name: 'Email me a sign-in link instead' }).click();
    await page.getByRole('button', { name: 'Send magic link' }).click();
    await expect(page.getByText('Email required', { exact: true })).toBeVisible();
    await expect(page.getByText('Please enter your email address first.').first()).toBeVisible();

    await page.getByRole('textbox', { name: 'Email' }).fill(member.email);
    await page.getByRole('button', { name: 'Send magic link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'we have sent it a sign-in link' })).toBeVisible();
    await expectNoSeriousViolations(page, '/signin (magic link sent)');

    const token = await tokenFromMail(member.email, '/signin/magic');
    await page.goto(`/signin/magic?token=${token}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in with your link' })).toBeVisible();
    await expectNoSeriousViolations(page, '/signin/magic');
    await page.getByRole('button', { name: 'Sign in to Village' }).click();
    await expect(page).toHaveURL(/\/$/);
    const me = await page.request.get('/api/auth/user');
    expect((await me.json()).email).toBe(member.email);

    // Used up: the same link again says so and offers a new one.
    const other = await browser.newPage();
    await other.goto(`/signin/magic?token=${token}`);
    await other.getByRole('button', { name: 'Sign in to Village' }).click();
    await expect(other.getByRole('alert')).toHaveText('This link is invalid or has expired. Please request a new one.');
    await expect(other.getByRole('link', { name: 'Email me a new sign-in link' })).toBeVisible();
    await other.close();
  });
});

test.describe('forgot password → reset', () => {
  test('the reset link sets a new password and ends every old session', async ({ browser, page }) => {
    const laptop = await browser.newContext();
    const laptopPage = await laptop.newPage();
    const member = await registerInBrowser(laptopPage, uniqueEmail('reset'));
    expect((await laptopPage.request.get('/api/auth/user')).status()).toBe(200);

    await page.goto('/signin');
    await page.getByRole('button', { name: 'Forgot my password' }).click();
    await page.getByRole('textbox', { name: 'Email' }).fill(member.email);
    await page.getByRole('button', { name: 'Reset my password' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'reset your password' })).toBeVisible();
    await expect(page.getByText('Resetting your password by email is coming soon', { exact: false })).toHaveCount(0);

    const token = await tokenFromMail(member.email, '/reset-password');
    await page.goto(`/reset-password?token=${token}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await expectNoSeriousViolations(page, '/reset-password');

    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('short');
    await page.getByLabel('Confirm new password').fill('different');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toHaveAccessibleDescription(
      'Password must be at least 8 characters',
    );
    await expect(page.getByLabel('Confirm new password')).toHaveAccessibleDescription('Passwords do not match');

    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('lanterns over the harbour');
    await page.getByLabel('Confirm new password').fill('lanterns over the harbour');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Password changed' })).toBeVisible();
    await expectNoSeriousViolations(page, '/reset-password (done)');

    // The laptop's session ended (its refresh token too): it is signed out.
    await expect.poll(async () => (await laptopPage.request.get('/api/auth/user')).status()).toBe(401);
    await laptop.close();

    await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/signin$/);
    const signIn = await page.request.post('/api/auth/signin', {
      data: { email: member.email, password: 'lanterns over the harbour' },
      headers: { 'x-csrf-token': await csrfTokenOfPage(page) },
    });
    expect(signIn.status()).toBe(200);
  });
});
