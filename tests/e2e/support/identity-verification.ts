import type { Browser, Page } from '@playwright/test';
import { clientFor, type RoleClient } from './api-roles';
import { ok, type ConfirmedMember } from './confirmed-member';
import { expect } from './consented-test';
import { rememberCookieChoice } from './cookie-consent';
import { photoWithLocation } from './photo-with-location';

/** A page signed in as the member (or admin) whose session `client` holds. */
export async function pageAs(browser: Browser, client: RoleClient): Promise<Page> {
  const context = await browser.newContext({ storageState: await client.http.storageState() });
  const page = await context.newPage();
  await rememberCookieChoice(page);
  return page;
}

/** The member sends an ID photo from Profile Setup and an admin approves it: identity publishes UserVerified. */
export async function verifiedByAdmin(browser: Browser, member: ConfirmedMember, baseURL: string): Promise<void> {
  const page = await pageAs(browser, member);
  await page.goto('/profile-setup?tab=verification');
  await page.getByLabel('Passport or government ID photo').setInputFiles({
    name: 'passport.jpg',
    mimeType: 'image/jpeg',
    buffer: await photoWithLocation(),
  });
  await page.getByRole('button', { name: 'Submit for Verification' }).click();
  await expect(page.getByText('Pending review')).toBeVisible();
  await page.context().close();

  const { id: userId } = await ok<{ id: string }>(await member.http.get('/api/auth/user'), 200);
  const admin = await clientFor('admin', baseURL);
  try {
    const graph = async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
      const body = await ok<{ data?: T; errors?: unknown }>(
        await admin.http.post('/graphql', { data: { query, variables }, headers: { 'x-csrf-token': admin.csrfToken } }),
        200,
      );
      expect(body.errors).toBeUndefined();
      return body.data!;
    };
    const { verificationCases } = await graph<{ verificationCases: Array<{ id: string; userId: string }> }>(
      '{ verificationCases(status: PENDING) { id userId } }',
    );
    const theirs = verificationCases.find((found) => found.userId === userId);
    expect(theirs).toBeDefined();
    await graph('mutation Decide($id: ID!) { decideVerification(caseId: $id, decision: APPROVE) { id } }', {
      id: theirs!.id,
    });
  } finally {
    await admin.dispose();
  }
}
