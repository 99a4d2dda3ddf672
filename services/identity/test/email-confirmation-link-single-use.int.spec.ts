import { createHash } from 'node:crypto';
import { subgraphQuery } from '../../../tests/support/auth/subgraph-graphql';
import { eventually } from '../../../tests/support/eventually';
import { validRegistration } from './factories/registration.factory';
import {
  confirmationMailsTo,
  confirmationTokenIn,
  confirmEmail,
  EMAIL_CONFIRMED,
  refusalOf,
} from './support/email-confirmation';
import { startIdentity, type IdentityTestApp, type SessionBody } from './support/identity-test-app';

let identity: IdentityTestApp;

beforeAll(async () => {
  // The system clock: the job queue polls and sends the email to the real SMTP server, as in production.
  identity = await startIdentity();
});

afterAll(async () => {
  await identity?.close();
});

const emailConfirmedOf = async (userId: string): Promise<boolean> =>
  (await identity.sql<{ email_confirmed: boolean }>('SELECT email_confirmed FROM users WHERE id = $1', [userId]))[0]
    .email_confirmed;

it('emails a new member a link that confirms their address once', async () => {
  const form = validRegistration({ fullName: 'Robin Ashby' });
  const registered = await identity.register(form);
  expect(registered.statusCode).toBe(201);
  const { user, session } = registered.json<SessionBody>();
  expect(user).toMatchObject({ emailConfirmed: false });

  const [mail] = await eventually('the confirmation email', async () => {
    const mails = confirmationMailsTo(identity, form.email);
    return mails.length > 0 ? mails : undefined;
  });
  expect(mail.text).toContain('Hello Robin,');
  const token = confirmationTokenIn(mail);
  expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
  // Stored hashed: the token itself is nowhere in the database.
  const stored = await identity.sql<{ token_hash: string }>(
    'SELECT token_hash FROM email_confirmation_tokens WHERE user_id = $1',
    [user.id],
  );
  expect(stored).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex') }]);

  const me = await subgraphQuery(identity.app, session.accessToken, EMAIL_CONFIRMED);
  expect(me.data).toEqual({ me: { emailConfirmed: false } });

  const confirmed = await confirmEmail(identity, token);
  expect(confirmed.errors).toBeUndefined();
  expect(confirmed.data).toEqual({ confirmEmail: true });
  expect(await emailConfirmedOf(user.id)).toBe(true);
  const meAfter = await subgraphQuery(identity.app, session.accessToken, EMAIL_CONFIRMED);
  expect(meAfter.data).toEqual({ me: { emailConfirmed: true } });

  const again = await confirmEmail(identity, token);
  expect(again.data).toBeNull();
  expect(refusalOf(again)).toEqual({
    message:
      'This confirmation link has already been used. If your email address is confirmed, there is nothing more to do.',
    code: 'BAD_USER_INPUT',
    errorCode: 'EMAIL_CONFIRMATION_TOKEN_USED',
  });
});

it('refuses an unknown token and changes nothing', async () => {
  const { user } = (await identity.register(validRegistration())).json<SessionBody>();

  const answer = await confirmEmail(identity, 'not-a-token-we-sent');

  expect(refusalOf(answer)).toEqual({
    message: "This confirmation link is not valid. Sign in and choose 'Resend email' to get a new one.",
    code: 'BAD_USER_INPUT',
    errorCode: 'EMAIL_CONFIRMATION_TOKEN_INVALID',
  });
  expect(await emailConfirmedOf(user.id)).toBe(false);
  const used = await identity.sql(
    'SELECT 1 FROM email_confirmation_tokens WHERE used_at IS NOT NULL AND user_id = $1',
    [user.id],
  );
  expect(used).toEqual([]);
});

it('refuses an empty token with a clear message', async () => {
  const answer = await confirmEmail(identity, '');
  expect(refusalOf(answer)).toMatchObject({ message: 'The confirmation token is missing.', code: 'BAD_USER_INPUT' });
});

it("hides whether another member's address is confirmed", async () => {
  const { user } = (await identity.register(validRegistration())).json<SessionBody>();
  const other = (await identity.register(validRegistration())).json<SessionBody>();

  const answer = await subgraphQuery<{ _entities: Array<{ emailConfirmed: boolean | null }> }>(
    identity.app,
    other.session.accessToken,
    'query($r: [_Any!]!) { _entities(representations: $r) { ... on User { emailConfirmed } } }',
    { r: [{ __typename: 'User', id: user.id }] },
  );

  expect(answer.data).toEqual({ _entities: [{ emailConfirmed: null }] });
});
