import type { Page } from '@playwright/test';
import { registrationFields, uniqueEmail } from './api-roles';

/** Registers a new member through the API in the page's own browser context, so the page is signed in. */
export async function signUpInPage(
  page: Page,
  fields: Partial<Record<string, string>> = {},
): Promise<{ id: string; email: string }> {
  await page.goto('/about');
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name.endsWith('village_csrf'))?.value;
  if (!csrf) throw new Error('no CSRF cookie after opening a page');
  const email = fields.email ?? uniqueEmail('member');
  const response = await page.request.post('/api/register', {
    multipart: { ...registrationFields(email), ...fields } as Record<string, string>,
    headers: { 'x-csrf-token': csrf },
  });
  if (!response.ok()) throw new Error(`registering failed: ${response.status()} ${await response.text()}`);
  const body = (await response.json()) as { user: { id: string } };
  return { id: body.user.id, email };
}
