import { validRegistration } from '../../services/identity/test/factories/registration.factory';
import { RecordingMemberMail } from '../../services/identity/test/support/recording-member-mail';
import { gatewayWithMember } from './support/gateway-fixture';
import { Browser, signedInBrowser, whoAmI } from './support/gateway-test-app';

// Identity's list of revoked sessions is read before every check, so the test need not wait for the interval.
// Emails are recorded rather than sent: the tokens in them are read back from the record.
const mail = new RecordingMemberMail();
const stack = gatewayWithMember({ SESSION_REVOCATION_SYNC_MS: '0', AUTH_RATE_LIMIT_PER_MINUTE: '50' }, undefined, {
  memberMail: mail,
});

async function visitor(): Promise<Browser> {
  const browser = new Browser(stack.gateway);
  await browser.open();
  return browser;
}

it('magic link: 202 for any email, then the emailed token signs the member in with cookies, once', async () => {
  const form = validRegistration();
  const { user } = (await stack.identity.register(form)).json<{ user: { id: string } }>();
  const browser = await visitor();

  const requested = await browser.request('POST', '/api/auth/magic-link', { payload: { email: form.email } });
  const unknown = await browser.request('POST', '/api/auth/magic-link', { payload: { email: 'no.one@example.test' } });

  expect(requested.statusCode).toBe(202);
  expect(unknown.statusCode).toBe(202);
  expect(unknown.json()).toEqual(requested.json());
  const token = mail.latestToken(form.email, 'magicLink');

  const verified = await browser.request('POST', '/api/auth/magic-link/verify', { payload: { token } });
  expect(verified.statusCode).toBe(200);
  expect(verified.json<{ user: { id: string; firstName: string } }>().user).toEqual(
    expect.objectContaining({ id: user.id, firstName: 'Sam' }),
  );
  expect(await whoAmI(stack, Object.fromEntries(browser.cookies))).toBe(user.id);

  const again = await (await visitor()).request('POST', '/api/auth/magic-link/verify', { payload: { token } });
  expect(again.statusCode).toBe(400);
  expect(again.json<{ message: string }>().message).toBe(
    'This link is invalid or has expired. Please request a new one.',
  );
});

it('forgot → reset: every session of the account ends and the new password signs in', async () => {
  const form = validRegistration();
  await stack.identity.register(form);
  const laptop = await signedInBrowser(stack.gateway, form);
  const stranger = await visitor();

  expect(
    (await stranger.request('POST', '/api/auth/password/forgot', { payload: { email: form.email } })).statusCode,
  ).toBe(202);
  const token = mail.latestToken(form.email, 'passwordReset');
  const reset = await stranger.request('POST', '/api/auth/password/reset', {
    payload: { token, password: 'lanterns over the harbour' },
  });

  expect(reset.statusCode).toBe(200);
  expect(reset.json()).toEqual({ message: 'Your password has been changed. Please sign in with your new password.' });
  expect(stranger.cookies.has('village_at')).toBe(false);
  expect(await whoAmI(stack, Object.fromEntries(laptop.cookies))).toBeNull();
  await signedInBrowser(stack.gateway, { email: form.email, password: 'lanterns over the harbour' });
});

it('password change from the Security tab: this browser stays signed in, the other devices are signed out', async () => {
  const form = stack.member;
  const laptop = await signedInBrowser(stack.gateway, form);
  const phone = await signedInBrowser(stack.gateway, form);

  const changed = await laptop.request('POST', '/api/auth/password/change', {
    payload: { currentPassword: form.password, newPassword: 'moonlit bicycle rides' },
  });

  expect(changed.statusCode).toBe(200);
  expect(changed.json<{ message: string }>().message).toBe(
    'Your password has been changed. Your other devices have been signed out.',
  );
  expect(await whoAmI(stack, Object.fromEntries(laptop.cookies))).toBe(stack.memberId);
  expect(await whoAmI(stack, Object.fromEntries(phone.cookies))).toBeNull();
  expect(mail.to(form.email, 'passwordChanged')).toHaveLength(1);

  const wrong = await laptop.request('POST', '/api/auth/password/change', {
    payload: { currentPassword: 'not it at all', newPassword: 'another good password' },
  });
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toEqual({
    currentPassword: 'Your current password is incorrect',
  });
});

it('password change and signup completion need a signed-in member', async () => {
  const browser = await visitor();
  const change = await browser.request('POST', '/api/auth/password/change', {
    payload: { currentPassword: 'x', newPassword: 'lanterns over the harbour' },
  });
  expect(change.statusCode).toBe(401);
  expect((await browser.request('POST', '/api/complete-signup')).statusCode).toBe(401);
});

it('complete-signup clears hasPendingSignup of a member a provider signed up', async () => {
  const form = validRegistration();
  const { user } = (await stack.identity.register(form)).json<{ user: { id: string } }>();
  // What a first Google or Facebook sign-in leaves (identity's external sign-in tests).
  await stack.identity.sql('UPDATE users SET has_pending_signup = true WHERE id = $1', [user.id]);
  const browser = await signedInBrowser(stack.gateway, form);
  const before = await browser.request('GET', '/api/auth/user');
  expect(before.json<{ hasPendingSignup: boolean }>().hasPendingSignup).toBe(true);

  const completed = await browser.request('POST', '/api/complete-signup');

  expect(completed.statusCode).toBe(200);
  expect(completed.json<{ user: { hasPendingSignup: boolean } }>().user.hasPendingSignup).toBe(false);
  expect((await browser.request('GET', '/api/auth/user')).json<{ hasPendingSignup: boolean }>().hasPendingSignup).toBe(
    false,
  );
});

it('answers a missing email with 400 and the spec’s message', async () => {
  const browser = await visitor();
  const response = await browser.request('POST', '/api/auth/password/forgot', { payload: {} });
  expect(response.statusCode).toBe(400);
  expect(response.json<{ message: string }>().message).toBe('Please enter your email address first.');
});
