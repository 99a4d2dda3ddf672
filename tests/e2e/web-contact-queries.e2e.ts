import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { uniqueEmail } from './support/api-roles';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/consented-test';
import { rememberCookieChoice } from './support/cookie-consent';
import { inbox } from './support/inbox';
import { notifications } from './support/notifications';

const MESSAGE = 'Is there a playdate group for toddlers in Leeds?';

const csrfOf = async (page: Page): Promise<string> =>
  (await page.context().cookies()).find((cookie) => cookie.name.endsWith('village_csrf'))?.value ?? '';

async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/');
  const response = await page.request.post('/api/auth/signin', {
    data: { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD },
    headers: { 'x-csrf-token': await csrfOf(page) },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test('a visitor sends a query from the landing page; an admin sees it in the overview and resolves it', async ({
  page: visitor,
  browser,
}) => {
  const email = uniqueEmail('contact');
  const subject = `Playdates near Leeds ${randomUUID().slice(0, 8)}`;
  const cardName = `Query from Robin Okafor: ${subject}`;

  await visitor.goto('/');
  await visitor.getByRole('contentinfo').getByRole('link', { name: 'Send us a message' }).click();
  const section = visitor.getByRole('region', { name: 'Get in touch' });
  await expect(section).toBeInViewport();
  await expectNoSeriousViolations(visitor, '/#contact-us');

  await section.getByLabel('First name').fill('Robin');
  await section.getByLabel('Last name').fill('Okafor');
  await section.getByLabel('Email').fill(email);
  await section.getByLabel('Subject').fill(subject);
  await section.getByLabel('Message').fill(MESSAGE);
  await section.getByRole('button', { name: 'Send message' }).click();
  await expect(section.getByRole('status')).toContainText('Thank you, we have your message');
  await expect(section.getByRole('status')).toContainText(email);
  await expectNoSeriousViolations(visitor, '/#contact-us (sent)');

  const acknowledgement = await inbox().latestTo(email, { subject: 'We received your message' });
  expect(acknowledgement.text).toContain('Hello Robin,');

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await rememberCookieChoice(admin);
  await signInAsAdmin(admin);
  await admin.goto('/admin');
  const openFigure = admin
    .getByRole('list', { name: 'Platform figures' })
    .getByRole('listitem')
    .filter({ hasText: 'Unresolved queries' });
  await expect(openFigure).toHaveText(/Unresolved queries[1-9]\d*/);
  const preview = admin.getByRole('region', { name: 'Unresolved queries' });
  await expect(preview.getByRole('article', { name: cardName })).toBeVisible();
  expect(await preview.getByRole('article').count()).toBeLessThanOrEqual(3);
  await expectNoSeriousViolations(admin, '/admin');

  await preview.getByRole('link', { name: 'All queries' }).click();
  await expect(admin).toHaveURL(/\/admin\?tab=queries$/);
  const card = admin.getByRole('article', { name: cardName });
  await expect(card.getByText(MESSAGE)).toBeVisible();
  await expectNoSeriousViolations(admin, '/admin?tab=queries');
  await card.getByRole('button', { name: 'Mark Resolved' }).click();
  await expect(notifications(admin).getByText('Query Resolved')).toBeVisible();
  await expect(card.getByText('Resolved', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Mark Resolved' })).toHaveCount(0);

  await admin.goto('/admin');
  await expect(admin.getByRole('list', { name: 'Platform figures' })).toBeVisible();
  await expect(
    admin.getByRole('region', { name: 'Unresolved queries' }).getByRole('article', { name: cardName }),
  ).toHaveCount(0);
  await adminContext.close();
});
