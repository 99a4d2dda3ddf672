import { uniqueEmail } from './support/api-roles';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/consented-test';
import { inbox, linkIn } from './support/inbox';
import { notifications } from './support/notifications';

const BANNER = /Please confirm your email address/;

async function registerInBrowser(page: import('@playwright/test').Page, email: string): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('Full name').fill('Jo Marsh');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('steady lantern 42');
  await page.getByLabel('City').fill('Bath');
  await page.getByLabel('Postcode').fill('BA1 1LZ');
  await page.getByLabel('Country').selectOption('United Kingdom');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Jo!' })).toBeVisible();
}

test('a new member confirms their email from the link in the email they were sent, and the banner goes', async ({
  page,
}) => {
  const email = uniqueEmail('confirm');
  await registerInBrowser(page, email);
  const banner = page.getByRole('region', { name: 'Email confirmation' });
  await expect(banner).toContainText(BANNER);
  await expect(banner).toContainText(email);

  const mail = await inbox().latestTo(email, { subject: 'Confirm your email address' });
  expect(mail.text).toContain('Hello Jo,');
  const link = linkIn(mail, '/confirm-email');
  expect(new URL(link).origin).toBe(new URL(page.url()).origin);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Your email is confirmed' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Email confirmation' })).toBeHidden();
  await expectNoSeriousViolations(page, '/confirm-email (confirmed)');

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'We could not confirm your email' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('This confirmation link has already been used.');
  await page.getByRole('main').getByRole('link', { name: 'Back to your dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Jo!' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Email confirmation' })).toBeHidden();
});

test("'Resend email' sends a new link, says so, and the new link confirms", async ({ page }) => {
  const email = uniqueEmail('resend');
  await registerInBrowser(page, email);
  const first = await inbox().latestTo(email, { subject: 'Confirm your email address' });

  await page.getByRole('region', { name: 'Email confirmation' }).getByRole('button', { name: 'Resend email' }).click();
  await expect(notifications(page).getByText('We have sent you a new confirmation email.')).toBeVisible();
  const second = await inbox().latestTo(email, { subject: 'Confirm your email address', after: first });
  expect(linkIn(second, '/confirm-email')).not.toBe(linkIn(first, '/confirm-email'));

  await page.goto(linkIn(second, '/confirm-email'));
  await expect(page.getByRole('heading', { level: 1, name: 'Your email is confirmed' })).toBeVisible();
});

test('/confirm-email says what went wrong with an unknown link and leads to sign-in', async ({ page }) => {
  await page.goto('/confirm-email?token=not-a-token-we-sent');
  await expect(page.getByRole('heading', { level: 1, name: 'We could not confirm your email' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('This confirmation link is not valid.');
  await expectNoSeriousViolations(page, '/confirm-email (refused)');
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/signin$/);
});
