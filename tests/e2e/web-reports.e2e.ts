import type { Browser, Page } from '@playwright/test';
import { registrationFields } from './support/api-roles';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/consented-test';
import { rememberCookieChoice } from './support/cookie-consent';
import { inbox, linkIn } from './support/inbox';
import { notifications } from './support/notifications';
import { signUpInPage } from './support/signed-in-page';

const SUSPENDED = 'This account has been suspended.';
const PASSWORD = registrationFields().password;

const csrfOf = async (page: Page): Promise<string> =>
  (await page.context().cookies()).find((cookie) => cookie.name.endsWith('village_csrf'))?.value ?? '';

async function newPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await rememberCookieChoice(page);
  return page;
}

async function adminPage(browser: Browser): Promise<Page> {
  const page = await newPage(browser);
  await page.goto('/about');
  const response = await page.request.post('/api/auth/signin', {
    data: { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD },
    headers: { 'x-csrf-token': await csrfOf(page) },
  });
  expect(response.status(), await response.text()).toBe(200);
  return page;
}

/** The author's approved post with their own reply on it (published at once: they have an approved post). */
async function postWithReply(author: Page, admin: Page): Promise<{ postId: string; replyText: string }> {
  const posted = await author.request.post('/api/forum/posts', {
    data: { title: 'Weekend swaps', content: 'Who wants to swap a Saturday morning?', topic: 'general' },
    headers: { 'x-csrf-token': await csrfOf(author) },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const { id: postId } = (await posted.json()) as { id: string };
  const moderated = await admin.request.post(`/api/forum/posts/${postId}/moderate`, {
    data: { approved: true },
    headers: { 'x-csrf-token': await csrfOf(admin) },
  });
  expect(moderated.status(), await moderated.text()).toBe(200);
  const replyText = 'Nobody asked for your opinion.';
  const replied = await author.request.post(`/api/forum/posts/${postId}/replies`, {
    data: { content: replyText },
    headers: { 'x-csrf-token': await csrfOf(author) },
  });
  expect(replied.status(), await replied.text()).toBe(201);
  return { postId, replyText };
}

test('a member reports a reply and a member; the admin suspends the member, who can no longer sign in', async ({
  page,
  browser,
}) => {
  const admin = await adminPage(browser);
  const authorPage = await newPage(browser);
  const author = await signUpInPage(authorPage);
  const { postId, replyText } = await postWithReply(authorPage, admin);

  // The reporter confirms their address, so that the outcome can be emailed to them.
  const reporter = await signUpInPage(page);
  await page.goto(
    linkIn(await inbox().latestTo(reporter.email, { subject: 'Confirm your email address' }), '/confirm-email'),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Your email is confirmed' })).toBeVisible();

  await page.goto(`/forum/${postId}`);
  await expect(page.getByText(replyText)).toBeVisible();
  await page.getByRole('button', { name: 'Report this reply' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this reply' });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Choose a reason')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Harassment' }).click();
  await dialog.getByLabel(/Details/).fill('Unkind to me twice this week.');
  await expectNoSeriousViolations(page, '/forum/:id (report dialog)');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(notifications(page).getByText('Report Sent')).toBeVisible();

  const memberReport = await page.request.post('/api/reports', {
    data: { targetType: 'member', targetId: author.id, reason: 'other', details: 'Messages my friends too.' },
    headers: { 'x-csrf-token': await csrfOf(page) },
  });
  expect(memberReport.status(), await memberReport.text()).toBe(201);
  const again = await page.request.post('/api/reports', {
    data: { targetType: 'member', targetId: author.id, reason: 'spam' },
    headers: { 'x-csrf-token': await csrfOf(page) },
  });
  expect(again.status()).toBe(409);

  await admin.goto('/admin?tab=reports');
  await expect(admin.getByRole('heading', { level: 2, name: 'Reports' })).toBeVisible();
  const replyCard = admin.getByRole('article', { name: /^Forum reply report about / }).filter({ hasText: replyText });
  await expect(replyCard).toContainText('Unkind to me twice this week.');
  await expectNoSeriousViolations(admin, '/admin?tab=reports');
  const card = admin
    .getByRole('article', { name: /^Member report about / })
    .filter({ hasText: 'Messages my friends too.' });
  await card.getByLabel('Outcome').selectOption('suspend');
  await card.getByLabel('Note (optional)').fill('Harassed several members.');
  await card.getByRole('button', { name: 'Resolve' }).click();
  await expect(notifications(admin).getByText('Report Resolved')).toBeVisible();

  const outcome = await inbox().latestTo(reporter.email, { subject: 'An update on your report' });
  expect(outcome.text).toContain("suspended the member's account");

  // Identity hears of the suspension through the event log; then every sign-in is refused.
  const signInPage = await newPage(browser);
  await signInPage.goto('/about');
  await expect
    .poll(
      async () =>
        (
          await signInPage.request.post('/api/auth/signin', {
            data: { email: author.email, password: PASSWORD },
            headers: { 'x-csrf-token': await csrfOf(signInPage) },
          })
        ).status(),
      { timeout: 30_000 },
    )
    .toBe(403);
  await signInPage.goto('/signin');
  await signInPage.getByLabel('Email').fill(author.email);
  await signInPage.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await signInPage.getByRole('button', { name: 'Sign In' }).click();
  await expect(notifications(signInPage).getByText(SUSPENDED, { exact: true })).toBeVisible();
});
