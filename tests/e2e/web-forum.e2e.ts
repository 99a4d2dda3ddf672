import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { clientFor, type RoleClient } from './support/api-roles';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/consented-test';
import { rememberCookieChoice } from './support/cookie-consent';
import { notifications } from './support/notifications';
import { signUpInPage } from './support/signed-in-page';

const unique = () => randomBytes(4).toString('hex');

async function pageAs(browser: Browser, who: 'member' | 'admin'): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await rememberCookieChoice(page);
  if (who === 'member') {
    await signUpInPage(page);
    return page;
  }
  await page.goto('/about');
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name.endsWith('village_csrf'))?.value ?? '';
  const response = await page.request.post('/api/auth/signin', {
    data: { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD },
    headers: { 'x-csrf-token': csrf },
  });
  expect(response.status(), await response.text()).toBe(200);
  return page;
}

/** A post submitted by `author` and approved by the admin, through the API; its id. */
async function approvedPost(author: RoleClient, admin: RoleClient, title: string): Promise<string> {
  const submitted = await author.http.post('/api/forum/posts', {
    data: { title, content: 'A post three members are about to flag.', topic: 'general' },
    headers: { 'x-csrf-token': author.csrfToken },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  const { id } = (await submitted.json()) as { id: string };
  const moderated = await admin.http.post(`/api/forum/posts/${id}/moderate`, {
    data: { approved: true },
    headers: { 'x-csrf-token': admin.csrfToken },
  });
  expect(moderated.status(), await moderated.text()).toBe(200);
  return id;
}

test('a member posts, an admin approves it in /admin?tab=moderation, it is on /forum and another member replies', async ({
  page,
  browser,
}) => {
  const title = `School run swaps ${unique()}`;
  await signUpInPage(page);
  await page.goto('/forum');
  await expect(page.getByRole('heading', { level: 1, name: 'Community Forum' })).toBeVisible();
  await expect(page.getByText('2.5k+')).toBeVisible();
  await expectNoSeriousViolations(page, '/forum');

  await page.getByRole('button', { name: 'Create Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Post' });
  await dialog.getByLabel('Title').fill('Hey');
  await dialog.getByLabel('Content').fill('Too short');
  await dialog.getByRole('button', { name: 'Submit Post' }).click();
  await expect(dialog.getByText('Title must be at least 5 characters')).toBeVisible();
  await expect(dialog.getByText('Content must be at least 20 characters')).toBeVisible();
  await expectNoSeriousViolations(page, 'the Create Post dialog');

  await dialog.getByLabel('Topic').selectOption('Single Dads');
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Content').fill('Who would like to share the school run on Fridays in York?');
  await dialog.getByRole('button', { name: 'Submit Post' }).click();
  await expect(notifications(page).getByText('Post Submitted')).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);

  const admin = await pageAs(browser, 'admin');
  try {
    await admin.goto('/admin');
    const waitingFigure = admin.getByRole('listitem').filter({ hasText: 'Posts awaiting moderation' });
    await expect(waitingFigure).toHaveText(/Posts awaiting moderation[1-9]\d*/);
    await admin.goto('/admin?tab=moderation');
    const waiting = admin.getByRole('listitem', { name: title });
    await expect(waiting).toBeVisible();
    await expectNoSeriousViolations(admin, '/admin?tab=moderation');
    await waiting.getByRole('button', { name: 'Approve' }).click();
    await expect(notifications(admin).getByText('Post Moderated')).toBeVisible();
    await expect(admin.getByRole('listitem', { name: title })).toHaveCount(0);
  } finally {
    await admin.context().close();
  }

  await page.reload();
  await page.getByRole('button', { name: 'Single Dads' }).click();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
  await expect(card.getByText('moderated')).toBeVisible();
  await page.getByLabel('Search posts').fill(title.split(' ').at(-1)!);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('list', { name: 'Community posts' }).getByRole('listitem')).toHaveCount(1);

  const other = await pageAs(browser, 'member');
  try {
    await other.goto('/forum');
    await other.getByRole('link', { name: title }).click();
    await expect(other.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectNoSeriousViolations(other, 'a forum post');
    await other.getByLabel('Your reply').fill('Count me in for Fridays!');
    await other.getByRole('button', { name: 'Post reply' }).click();
    await expect(notifications(other).getByText('Reply Posted')).toBeVisible();
    await expect(other.getByRole('listitem').filter({ hasText: 'Count me in for Fridays!' })).toContainText(
      'Awaiting moderation',
    );
  } finally {
    await other.context().close();
  }
});

test('a held reply waits in /admin?tab=moderation, and others see it once an admin approves it', async ({
  page,
  browser,
  baseURL,
}) => {
  const author = await clientFor('member', baseURL!);
  const adminClient = await clientFor('admin', baseURL!);
  const title = `Reply moderation ${unique()}`;
  const replyText = `Happy to help with Saturday mornings ${unique()}`;
  let postId: string;
  try {
    postId = await approvedPost(author, adminClient, title);
  } finally {
    await Promise.all([author.dispose(), adminClient.dispose()]);
  }

  await signUpInPage(page);
  await page.goto(`/forum/${postId}`);
  await page.getByLabel('Your reply').fill(replyText);
  await page.getByRole('button', { name: 'Post reply' }).click();
  await expect(notifications(page).getByText('Your reply will appear once a moderator approves it.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: replyText })).toContainText('Awaiting moderation');

  const reader = await pageAs(browser, 'member');
  try {
    await reader.goto(`/forum/${postId}`);
    await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(reader.getByText(replyText)).toHaveCount(0);

    const admin = await pageAs(browser, 'admin');
    try {
      await admin.goto('/admin?tab=moderation');
      const held = admin
        .getByRole('list', { name: 'Replies waiting for moderation' })
        .getByRole('listitem')
        .filter({ hasText: replyText });
      await expect(held).toBeVisible();
      await expectNoSeriousViolations(admin, '/admin?tab=moderation with a held reply');
      await held.getByRole('button', { name: 'Reject' }).click();
      await held.getByRole('button', { name: 'Confirm rejection' }).click();
      await expect(held.getByText('A reason is required to reject a reply')).toBeVisible();
      await held.getByRole('button', { name: 'Approve' }).click();
      await expect(notifications(admin).getByText('Reply Moderated')).toBeVisible();
      await expect(admin.getByText(replyText)).toHaveCount(0);
    } finally {
      await admin.context().close();
    }

    await reader.reload();
    await expect(reader.getByRole('listitem').filter({ hasText: replyText })).toBeVisible();
    await expect(reader.getByRole('listitem').filter({ hasText: replyText })).not.toContainText('Awaiting moderation');
  } finally {
    await reader.context().close();
  }
});

test('three members flag a post and it leaves the forum until an admin reviews it', async ({ page, baseURL }) => {
  const author = await clientFor('member', baseURL!);
  const admin = await clientFor('admin', baseURL!);
  const flaggers = [await clientFor('member', baseURL!), await clientFor('anotherMember', baseURL!)];
  try {
    const title = `Flag me ${unique()}`;
    const id = await approvedPost(author, admin, title);
    for (const flagger of flaggers) {
      const flagged = await flagger.http.post(`/api/forum/posts/${id}/flags`, {
        data: { reason: 'spam' },
        headers: { 'x-csrf-token': flagger.csrfToken },
      });
      expect(flagged.status(), await flagged.text()).toBe(201);
    }

    await signUpInPage(page);
    await page.goto('/forum');
    await page.getByRole('link', { name: title }).click();
    await page.getByRole('button', { name: 'Report this post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this post' });
    await dialog.getByRole('radio', { name: 'Harassment' }).click();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(notifications(page).getByText('Report Sent')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Hidden until reviewed' })).toBeVisible();

    await page.goto('/forum');
    await expect(page.getByRole('heading', { level: 1, name: 'Community Forum' })).toBeVisible();
    await expect(page.getByRole('link', { name: title })).toHaveCount(0);
    const pending = (await (await admin.http.get('/api/forum/posts?approved=false')).json()) as {
      posts: Array<{ id: string; flagCount: number }>;
    };
    expect(pending.posts).toContainEqual(expect.objectContaining({ id, flagCount: 3 }));
  } finally {
    await Promise.all([author, admin, ...flaggers].map((client) => client.dispose()));
  }
});
