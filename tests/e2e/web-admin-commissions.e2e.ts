import type { Page } from '@playwright/test';
import { registrationFields, uniqueEmail } from './support/api-roles';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/consented-test';
import { notifications } from './support/notifications';

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

test('an admin sets the Childcare commission to 0.15 and the table shows 15.0%, keeping the tab in the address', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Commissions' }).click();
  await expect(page).toHaveURL(/\/admin\?tab=commissions$/);
  const childcare = page.getByRole('row', { name: /^Childcare/ });
  await expect(childcare).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(8);
  await expectNoSeriousViolations(page, '/admin?tab=commissions');

  await page.getByLabel('Service type').selectOption('Childcare');
  await page.getByLabel('Rate', { exact: true }).fill('0.15');
  await page.getByRole('button', { name: 'Update commission' }).click();
  await expect(notifications(page).getByText('Commission Updated')).toBeVisible();
  await expect(childcare.getByRole('cell', { name: '15.0%' })).toBeVisible();
  await expect(childcare.getByText('Set by an admin')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Commissions' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('row', { name: /^Childcare/ }).getByRole('cell', { name: '15.0%' })).toBeVisible();
  const saved = await (await page.request.get('/api/admin/commission-settings')).json();
  expect(saved.settings).toContainEqual(expect.objectContaining({ serviceType: 'childcare', rate: '0.15' }));

  const refused = await page.request.post('/api/admin/commission-settings', {
    data: { serviceType: 'childcare', rate: 2 },
    headers: { 'x-csrf-token': await csrfOf(page) },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({ fieldErrors: { rate: 'Rate must be between 0 and 1' } });
});

test('the commission form needs a service type and a rate, and sends nothing without them', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin?tab=commissions');
  await expect(page.getByRole('row', { name: /^Playdate/ })).toBeVisible();
  let posted = false;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/admin/commission-settings')) posted = true;
  });

  await page.getByRole('button', { name: 'Update commission' }).click();
  await expect(page.getByText('Service type is required')).toBeVisible();
  await expect(page.getByText('Rate is required')).toBeVisible();

  await page.getByLabel('Service type').selectOption('Playdate');
  await page.getByRole('button', { name: 'Update commission' }).click();
  await expect(page.getByText('Rate is required')).toBeVisible();
  await expect(page.getByText('Service type is required')).toHaveCount(0);
  expect(posted).toBe(false);
});

test('a member who is not an admin sees Access Denied on the commissions tab', async ({ page }) => {
  await page.goto('/');
  const response = await page.request.post('/api/register', {
    multipart: { ...registrationFields(uniqueEmail('commissions')), fullName: 'Jo Marsh' },
    headers: { 'x-csrf-token': await csrfOf(page) },
  });
  expect(response.status(), await response.text()).toBe(201);

  await page.goto('/admin?tab=commissions');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  expect((await page.request.get('/api/admin/commission-settings')).status()).toBe(403);
});
