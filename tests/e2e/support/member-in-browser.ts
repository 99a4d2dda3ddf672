import type { Page } from '@playwright/test';
import { registrationFields, uniqueEmail } from './api-roles';

/** The CSRF token the gateway gave this page's browser context (any page load sets it). */
export async function csrfTokenOfPage(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name.endsWith('village_csrf'));
  if (!cookie) throw new Error('the gateway set no CSRF cookie');
  return cookie.value;
}

/** Registers a new member through /api/register in the page's browser context, which is then signed in as them. */
export async function registerInBrowser(
  page: Page,
  email = uniqueEmail('browser'),
  password = 'steady lantern 42',
): Promise<{ email: string; password: string }> {
  await page.goto('/privacy-policy');
  const response = await page.request.post('/api/register', {
    multipart: registrationFields(email, password),
    headers: { 'x-csrf-token': await csrfTokenOfPage(page) },
  });
  if (!response.ok()) throw new Error(`registration failed: ${response.status()} ${await response.text()}`);
  return { email, password };
}
