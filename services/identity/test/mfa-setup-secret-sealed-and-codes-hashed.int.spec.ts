import { AuditLog, TestClock } from '@village/kit';
import { createHash } from 'node:crypto';
import { startIdentity, type IdentityTestApp } from './support/identity-test-app';
import { appCode, CONFIRM_SETUP, registeredMember, START_SETUP, STATUS } from './support/mfa-member';
import { RecordingMemberMail } from './support/recording-member-mail';

let identity: IdentityTestApp;
const mail = new RecordingMemberMail();

beforeAll(async () => {
  identity = await startIdentity({}, undefined, {
    clock: new TestClock(new Date('2031-03-01T09:00:05Z')),
    memberMail: mail,
  });
});

afterAll(async () => {
  await identity?.close();
});

type Setup = { startMfaSetup: { qrCodeUrl: string; secret: string } };
type Confirmed = { confirmMfaSetup: { enabled: boolean; recoveryCodes: string[] } };

it('answers a QR code PNG and a base32 secret, and keeps only a sealed copy that never holds the secret', async () => {
  const member = await registeredMember(identity);

  const { data } = await member.graph<Setup>(START_SETUP);

  expect(data!.startMfaSetup.qrCodeUrl).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
  const { secret } = data!.startMfaSetup;
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const [row] = await identity.sql<{ secret_ciphertext: string; key_id: string; enabled_at: Date | null }>(
    'SELECT secret_ciphertext, key_id, enabled_at FROM mfa_secrets WHERE user_id = $1',
    [member.userId],
  );
  expect(row.enabled_at).toBeNull();
  expect(row.secret_ciphertext).not.toContain(secret);
  expect(row.secret_ciphertext.toUpperCase()).not.toContain(secret);
  expect(row.secret_ciphertext).not.toContain(Buffer.from(secret).toString('base64'));
  const key = Buffer.from(identity.env.MFA_ENCRYPTION_KEY, 'base64');
  expect(row.key_id).toBe(createHash('sha256').update(key).digest('hex').slice(0, 16));
  expect((await member.graph(STATUS)).data).toEqual({ mfaStatus: { enabled: false } });
});

it("refuses a wrong code with 'Invalid code', leaves MFA off and records it", async () => {
  const member = await registeredMember(identity);
  await member.graph<Setup>(START_SETUP);
  const record = jest.spyOn(AuditLog.prototype, 'record');
  try {
    const refused = await member.graph(CONFIRM_SETUP, { code: '000000' });
    const malformed = await member.graph(CONFIRM_SETUP, { code: '12345' });

    expect(refused.errors?.[0]).toMatchObject({ message: 'Invalid code', extensions: { code: 'BAD_USER_INPUT' } });
    expect(malformed.errors?.[0].message).toBe('Enter the 6-digit code from your authenticator app');
    expect((await member.graph(STATUS)).data).toEqual({ mfaStatus: { enabled: false } });
    expect(record).toHaveBeenCalledWith(
      'mfa.code_refused',
      expect.objectContaining({ accountId: member.userId, detail: 'setup: wrong app code' }),
    );
  } finally {
    record.mockRestore();
  }
});

it('turns MFA on with a right code: 10 different recovery codes shown once, stored only as hashes, an email sent', async () => {
  const member = await registeredMember(identity);
  const { secret } = (await member.graph<Setup>(START_SETUP)).data!.startMfaSetup;

  const { data } = await member.graph<Confirmed>(CONFIRM_SETUP, { code: await appCode(identity, secret) });

  const { enabled, recoveryCodes } = data!.confirmMfaSetup;
  expect(enabled).toBe(true);
  expect(recoveryCodes).toHaveLength(10);
  expect(new Set(recoveryCodes).size).toBe(10);
  for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
  const stored = await identity.sql<{ code_hash: string }>(
    'SELECT code_hash FROM mfa_recovery_codes WHERE user_id = $1',
    [member.userId],
  );
  expect(stored).toHaveLength(10);
  const everything = JSON.stringify(
    await identity.sql('SELECT * FROM mfa_recovery_codes WHERE user_id = $1', [member.userId]),
  );
  for (const code of recoveryCodes) {
    expect(everything).not.toContain(code);
    expect(everything).not.toContain(code.replace(/-/g, ''));
  }
  expect((await member.graph(STATUS)).data).toEqual({ mfaStatus: { enabled: true } });
  expect(await identity.sql('SELECT mfa_enabled FROM users WHERE id = $1', [member.userId])).toEqual([
    { mfa_enabled: true },
  ]);
  expect(mail.sent).toContainEqual({ kind: 'mfaTurnedOn', to: { email: member.email, firstName: 'Sam' } });
});

it('refuses a new setup while MFA is on, and keeps the secret in force', async () => {
  const member = await registeredMember(identity);
  const { secret } = (await member.graph<Setup>(START_SETUP)).data!.startMfaSetup;
  await member.graph(CONFIRM_SETUP, { code: await appCode(identity, secret) });
  const before = await identity.sql('SELECT * FROM mfa_secrets WHERE user_id = $1', [member.userId]);

  const again = await member.graph(START_SETUP);

  expect(again.errors?.[0]).toMatchObject({
    message: 'Two-factor authentication is already on.',
    extensions: { code: 'CONFLICT' },
  });
  expect(await identity.sql('SELECT * FROM mfa_secrets WHERE user_id = $1', [member.userId])).toEqual(before);
});

it('refuses every MFA field to a caller without a session', async () => {
  const { subgraphQuery } = await import('../../../tests/support/auth/subgraph-graphql');
  for (const query of [STATUS, START_SETUP, 'mutation { confirmMfaSetup(code: "123456") { enabled } }']) {
    const answer = await subgraphQuery(identity.app, null, query);
    expect(answer.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  }
});
