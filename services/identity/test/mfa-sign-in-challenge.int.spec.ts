import { AuditLog, TestClock } from '@village/kit';
import { startIdentity, type ErrorBody, type IdentityTestApp, type SessionBody } from './support/identity-test-app';
import {
  appCode,
  challengeFor,
  completeChallenge,
  memberWithMfa,
  seconds,
  type ChallengeBody,
} from './support/mfa-member';
import { RecordingMemberMail } from './support/recording-member-mail';

const LOCKED = 'Too many wrong codes. Two-factor sign-in for this account is locked for 15 minutes.';

let identity: IdentityTestApp;
let clock: TestClock;

beforeAll(async () => {
  clock = new TestClock(new Date('2031-03-01T09:00:05Z'));
  identity = await startIdentity({}, undefined, { clock, memberMail: new RecordingMemberMail() });
});

afterAll(async () => {
  await identity?.close();
});

const sessionsOf = async (userId: string) =>
  (await identity.sql<{ n: number }>('SELECT count(*)::int AS n FROM refresh_tokens WHERE user_id = $1', [userId]))[0]
    .n;

it('answers a right password with an MFA challenge and no token; a right code then opens the session', async () => {
  const member = await memberWithMfa(identity);
  const sessionsBefore = await sessionsOf(member.userId);

  const signIn = await identity.signIn(member.email, member.password);

  expect(signIn.statusCode).toBe(200);
  const body = signIn.json<ChallengeBody>();
  expect(body).toEqual({ mfaRequired: true, challenge: { token: expect.any(String), expiresAt: expect.any(String) } });
  expect(Buffer.from(body.challenge.token, 'base64url').length).toBeGreaterThanOrEqual(16);
  expect(new Date(body.challenge.expiresAt).getTime() - clock.now().getTime()).toBe(5 * 60_000);
  expect(signIn.body).not.toContain('accessToken');
  expect(await sessionsOf(member.userId)).toBe(sessionsBefore);
  const stored = await identity.sql<{ token_hash: string }>(
    'SELECT token_hash FROM mfa_challenges WHERE user_id = $1',
    [member.userId],
  );
  expect(stored).toHaveLength(1);
  expect(stored[0].token_hash).not.toBe(body.challenge.token);

  await clock.advance(seconds(30));
  const completed = await completeChallenge(identity, body.challenge.token, {
    code: await appCode(identity, member.secret),
  });

  expect(completed.statusCode).toBe(200);
  const session = completed.json<SessionBody>();
  expect(session.user.id).toBe(member.userId);
  expect(session.session.accessToken).toEqual(expect.any(String));
  expect(await sessionsOf(member.userId)).toBe(sessionsBefore + 1);
  expect(await identity.sql('SELECT 1 FROM mfa_challenges WHERE user_id = $1', [member.userId])).toEqual([]);
  expect((await completeChallenge(identity, body.challenge.token, { code: '123456' })).statusCode).toBe(401);
});

it('refuses a code that was used already, even within its time step', async () => {
  const member = await memberWithMfa(identity);
  const codeUsedForSetup = await appCode(identity, member.secret);

  const replay = await completeChallenge(identity, await challengeFor(identity, member), { code: codeUsedForSetup });

  expect(replay.statusCode).toBe(400);
  expect(replay.json<ErrorBody>().message).toBe('Invalid code');

  await clock.advance(seconds(30));
  const code = await appCode(identity, member.secret);
  expect((await completeChallenge(identity, await challengeFor(identity, member), { code })).statusCode).toBe(200);
  const second = await completeChallenge(identity, await challengeFor(identity, member), { code });
  expect(second.statusCode).toBe(400);
});

it('accepts a phone one time step behind or ahead, and nothing further off', async () => {
  const member = await memberWithMfa(identity);
  await clock.advance(seconds(120));
  const at = (offsetSeconds: number) =>
    appCode(identity, member.secret, new Date(clock.now().getTime() + seconds(offsetSeconds)));

  const twoBehind = await completeChallenge(identity, await challengeFor(identity, member), { code: await at(-60) });
  const twoAhead = await completeChallenge(identity, await challengeFor(identity, member), { code: await at(60) });
  const oneBehind = await completeChallenge(identity, await challengeFor(identity, member), { code: await at(-30) });
  const oneAhead = await completeChallenge(identity, await challengeFor(identity, member), { code: await at(30) });

  expect([twoBehind.statusCode, twoAhead.statusCode, oneBehind.statusCode, oneAhead.statusCode]).toEqual([
    400, 400, 200, 200,
  ]);
});

it('lets a challenge expire after 5 minutes, and knows no made-up challenge', async () => {
  const member = await memberWithMfa(identity);
  const challenge = await challengeFor(identity, member);

  await clock.advance(seconds(5 * 60));
  const late = await completeChallenge(identity, challenge, { code: await appCode(identity, member.secret) });
  const madeUp = await completeChallenge(identity, 'not-a-challenge', { code: '123456' });

  expect(late.statusCode).toBe(401);
  expect(late.json<ErrorBody>().message).toBe('Your sign-in has expired. Please sign in again.');
  expect(madeUp.statusCode).toBe(401);
});

it(`locks the account's MFA sign-in after 5 wrong codes with 429 '${LOCKED}', then lets it in 15 minutes later`, async () => {
  const member = await memberWithMfa(identity);
  await clock.advance(seconds(30));
  const record = jest.spyOn(AuditLog.prototype, 'record');
  try {
    const challenge = await challengeFor(identity, member);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const wrong = await completeChallenge(identity, challenge, { code: '000000' });
      expect(wrong.statusCode).toBe(400);
    }
    // A new challenge does not start the count again.
    const another = await challengeFor(identity, member);
    expect((await completeChallenge(identity, another, { code: '000000' })).statusCode).toBe(400);

    const right = await completeChallenge(identity, another, { code: await appCode(identity, member.secret) });
    const recovery = await completeChallenge(identity, challenge, { recoveryCode: member.recoveryCodes[0] });
    const signInAgain = await identity.signIn(member.email, member.password);

    for (const locked of [right, recovery, signInAgain]) {
      expect(locked.statusCode).toBe(429);
      expect(locked.json<ErrorBody>().message).toBe(LOCKED);
    }
    expect(await sessionsOf(member.userId)).toBe(1);
    const events = record.mock.calls.filter(([, entry]) => entry?.accountId === member.userId).map(([event]) => event);
    expect(events.filter((event) => event === 'mfa.code_refused').length).toBeGreaterThanOrEqual(5);
    expect(events).toContain('mfa.locked');
    expect(JSON.stringify(record.mock.calls)).not.toContain(member.recoveryCodes[0]);

    await clock.advance(seconds(15 * 60));
    const after = await completeChallenge(identity, await challengeFor(identity, member), {
      code: await appCode(identity, member.secret),
    });
    expect(after.statusCode).toBe(200);
  } finally {
    record.mockRestore();
  }
});

it('still answers a wrong password as before, without telling whether MFA is on', async () => {
  const member = await memberWithMfa(identity);
  const wrong = await identity.signIn(member.email, 'not the password');
  expect(wrong.statusCode).toBe(401);
  expect(wrong.json<ErrorBody>().message).toBe('Incorrect email or password');
});
