import { AuditLog, TestClock } from '@village/kit';
import { startIdentity, type ErrorBody, type IdentityTestApp, type SessionBody } from './support/identity-test-app';
import {
  appCode,
  challengeFor,
  completeChallenge,
  DISABLE,
  memberWithMfa,
  registeredMember,
  seconds,
  START_SETUP,
  STATUS,
  CONFIRM_SETUP,
} from './support/mfa-member';
import { RecordingMemberMail } from './support/recording-member-mail';

let identity: IdentityTestApp;
let clock: TestClock;
const mail = new RecordingMemberMail();

beforeAll(async () => {
  clock = new TestClock(new Date('2031-03-01T09:00:05Z'));
  identity = await startIdentity({}, undefined, { clock, memberMail: mail });
});

afterAll(async () => {
  await identity?.close();
});

it('signs in with a recovery code once (typed in any case, with or without dashes), and never again', async () => {
  const member = await memberWithMfa(identity);
  const [code] = member.recoveryCodes;

  const first = await completeChallenge(identity, await challengeFor(identity, member), {
    recoveryCode: ` ${code.toUpperCase().replace(/-/g, '')} `,
  });
  const again = await completeChallenge(identity, await challengeFor(identity, member), { recoveryCode: code });

  expect(first.statusCode).toBe(200);
  expect(first.json<SessionBody>().user.id).toBe(member.userId);
  expect(again.statusCode).toBe(400);
  expect(again.json<ErrorBody>().message).toBe('Invalid recovery code');
  expect(
    await identity.sql(
      'SELECT count(*)::int AS used FROM mfa_recovery_codes WHERE user_id = $1 AND used_at IS NOT NULL',
      [member.userId],
    ),
  ).toEqual([{ used: 1 }]);
});

it("never lets one member's recovery code or app code into another member's account", async () => {
  const member = await memberWithMfa(identity);
  const other = await memberWithMfa(identity);
  await clock.advance(seconds(30));

  const withOthersRecovery = await completeChallenge(identity, await challengeFor(identity, member), {
    recoveryCode: other.recoveryCodes[0],
  });
  const withOthersCode = await completeChallenge(identity, await challengeFor(identity, member), {
    code: await appCode(identity, other.secret),
  });

  expect(withOthersRecovery.statusCode).toBe(400);
  expect(withOthersCode.statusCode).toBe(400);
  expect(
    await identity.sql('SELECT used_at FROM mfa_recovery_codes WHERE user_id = $1 AND used_at IS NOT NULL', [
      other.userId,
    ]),
  ).toEqual([]);
});

it('refuses to turn MFA off without a right code, and turns it off with one: secret and codes gone, email sent', async () => {
  const member = await memberWithMfa(identity);
  const record = jest.spyOn(AuditLog.prototype, 'record');
  try {
    const wrong = await member.graph(DISABLE, { code: '000000' });
    expect(wrong.errors?.[0]).toMatchObject({ message: 'Invalid code', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await member.graph(STATUS)).data).toEqual({ mfaStatus: { enabled: true } });

    await clock.advance(seconds(30));
    const off = await member.graph(DISABLE, { code: await appCode(identity, member.secret) });

    expect(off.data).toEqual({ disableMfa: { enabled: false } });
    expect((await member.graph(STATUS)).data).toEqual({ mfaStatus: { enabled: false } });
    for (const table of ['mfa_secrets', 'mfa_recovery_codes', 'mfa_challenges']) {
      expect(await identity.sql(`SELECT 1 FROM ${table} WHERE user_id = $1`, [member.userId])).toEqual([]);
    }
    expect(await identity.sql('SELECT mfa_enabled FROM users WHERE id = $1', [member.userId])).toEqual([
      { mfa_enabled: false },
    ]);
    expect(mail.sent).toContainEqual({ kind: 'mfaTurnedOff', to: { email: member.email, firstName: 'Sam' } });
    expect(record).toHaveBeenCalledWith('mfa.disabled', expect.objectContaining({ accountId: member.userId }));
    expect(record).toHaveBeenCalledWith(
      'mfa.code_refused',
      expect.objectContaining({ accountId: member.userId, detail: 'disable: wrong app code' }),
    );
  } finally {
    record.mockRestore();
  }
  const signIn = await identity.signIn(member.email, member.password);
  expect(signIn.json<SessionBody>().session.accessToken).toEqual(expect.any(String));
});

it('turns MFA off with a recovery code, for a member without their phone', async () => {
  const member = await memberWithMfa(identity);
  const off = await member.graph(DISABLE, { code: member.recoveryCodes[3] });
  expect(off.data).toEqual({ disableMfa: { enabled: false } });
});

it('answers 409 when MFA is not on', async () => {
  const member = await registeredMember(identity);
  const answer = await member.graph(DISABLE, { code: '123456' });
  expect(answer.errors?.[0]).toMatchObject({
    message: 'Two-factor authentication is not on.',
    extensions: { code: 'CONFLICT' },
  });
});

it("gives another member nothing of a member's MFA: status, secret, setup and disabling act on the caller alone", async () => {
  const member = await registeredMember(identity);
  const pending = (await member.graph<{ startMfaSetup: { secret: string } }>(START_SETUP)).data!.startMfaSetup.secret;
  const enabled = await memberWithMfa(identity);
  const intruder = await registeredMember(identity);
  await clock.advance(seconds(30));

  const confirmOthers = await intruder.graph(CONFIRM_SETUP, { code: await appCode(identity, pending) });
  const disableOthers = await intruder.graph(DISABLE, { code: await appCode(identity, enabled.secret) });
  const status = await intruder.graph(STATUS);

  expect(confirmOthers.errors?.[0].message).toBe('Start setting up two-factor authentication first.');
  expect(disableOthers.errors?.[0].message).toBe('Two-factor authentication is not on.');
  expect(status.data).toEqual({ mfaStatus: { enabled: false } });
  expect((await member.graph(STATUS)).data).toEqual({ mfaStatus: { enabled: false } });
  expect((await enabled.graph(STATUS)).data).toEqual({ mfaStatus: { enabled: true } });
  expect(await identity.sql('SELECT 1 FROM mfa_secrets WHERE user_id = $1', [intruder.userId])).toEqual([]);
  // The member's pending secret still confirms for the member.
  const own = await member.graph(CONFIRM_SETUP, { code: await appCode(identity, pending) });
  expect(own.errors).toBeUndefined();
});
