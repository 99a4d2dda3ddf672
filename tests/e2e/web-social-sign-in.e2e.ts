import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/consented-test';
import { registrationFields, uniqueEmail } from './support/api-roles';

/**
 * Google sign-in through the stack's local OpenID provider (infra/src/oidc-stand-in.ts, started by the global
 * setup); Facebook is not configured in the e2e stack.
 */
test.describe('social sign-in', () => {
  test.beforeEach(async ({ request }) => {
    const providers = (await (await request.get('/api/auth/providers')).json()) as { google: boolean };
    test.skip(!providers.google, 'Google sign-in is not configured on this stack (E2E_BASE_URL without the stand-in)');
  });

  test('signs a new member in with Google through the provider, then again as the same member', async ({ page }) => {
    const email = uniqueEmail('google');
    await page.goto('/signin');
    await page.getByRole('link', { name: 'Continue with Google' }).click();

    await expect(page.getByRole('heading', { name: 'Stand-in Google sign-in' })).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('First name').fill('Amara');
    await page.getByLabel('Last name').fill('Okafor');
    await page.getByRole('button', { name: 'Sign in' }).click();

    // A new member still owes a city, postcode and country: they land on completing their signup.
    await expect(page).toHaveURL(/\/signup-complete$/);
    const member = (await (await page.request.get('/api/auth/user')).json()) as Record<string, unknown>;
    expect(member).toMatchObject({ email, fullName: 'Amara Okafor', hasPendingSignup: true, country: '' });

    await page.goto('/api/logout');
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);

    // The provider remembers who signed in there: this time it sends the member straight back.
    await page.goto('/signin');
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL(/\/signup-complete$/);
    const again = (await (await page.request.get('/api/auth/user')).json()) as Record<string, unknown>;
    expect(again.id).toBe(member.id);
  });

  test('refuses to link an existing account to a Google email that Google has not verified', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('existing');
    await request.get('/');
    const csrf = (await request.storageState()).cookies.find((cookie) => cookie.name === 'village_csrf')!.value;
    const registered = await request.post('/api/register', {
      headers: { 'x-csrf-token': csrf },
      multipart: registrationFields(email),
    });
    expect(registered.status()).toBe(201);

    await page.goto('/signin');
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Email verified').uncheck();
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page).toHaveURL(/\/signin\?error=social-account-exists&provider=google$/);
    await expect(page.getByRole('alert')).toHaveText(
      'An account with this email already exists, and Google has not confirmed that the address is yours. ' +
        'Sign in with your email and password instead.',
    );
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  });

  test('a forged return from the provider ends on /signin with a reason, signed out', async ({ page }) => {
    await page.goto('/api/auth/google/callback?code=forged&state=forged');

    await expect(page).toHaveURL(/\/signin\?error=social-sign-in-failed&provider=google$/);
    await expect(page.getByRole('alert')).toHaveText(
      'Signing in with Google did not work. Please try again, or sign in with your email and password.',
    );
  });
});

test('Facebook, not set up on this Village, says so and leads nowhere; the sign-in page passes axe', async ({
  page,
}) => {
  await page.goto('/signin');
  const facebook = page.getByRole('button', { name: 'Continue with Facebook' });
  await expect(facebook).toHaveAttribute('aria-disabled', 'true');
  await expect(facebook).toHaveAccessibleDescription('Facebook sign-in is not set up on this Village.');
  await expect(page.getByRole('link', { name: 'Continue with Facebook' })).toHaveCount(0);

  // It stays reachable by keyboard, so its explanation is heard; pressing it goes nowhere.
  await facebook.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/signin$/);
  await expectNoSeriousViolations(page, '/signin with the social sign-in buttons');

  const direct = await page.request.get('/api/auth/facebook', { maxRedirects: 0 });
  expect(direct.status()).toBe(302);
  expect(direct.headers().location).toBe('/signin?error=social-sign-in-unavailable&provider=facebook');
});
