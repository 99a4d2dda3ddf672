import { defineService, type ServiceApp, type TestClock } from '@village/kit';
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { startTestKeys, type TestKeys } from '../../../../tests/support/auth/test-keys';
import { startTestSmtpServer, type TestSmtpServer } from '../../../../tests/support/mail/test-smtp-server';
import { startServiceForTest, type ServiceTestApp } from '../../../../tests/support/service-test-app';
import type { IdentityEnv } from '../../src/env';
import { identityService } from '../../src/identity.service';
import { MemberMail } from '../../src/notifications/member-mail';
import type { RegistrationFields } from '../factories/registration.factory';
import { RecordingMemberMail } from './recording-member-mail';

export type { ErrorBody } from '@village/kit';
export { requireTestDatabaseUrl } from '../../../../tests/support/test-database';

/** The JSON identity answers for register, sign-in and refresh. */
export interface SessionBody {
  user: Record<string, unknown> & { id: string; email: string; isAdmin: boolean };
  session: { accessToken: string; accessTokenExpiresAt: string; refreshToken: string; refreshTokenExpiresAt: string };
}

/** The web app's address in the links identity emails under test. */
export const TEST_APP_URL = 'http://village.test';

export interface IdentityTestApp extends Omit<ServiceTestApp<IdentityEnv>, 'close'> {
  /** The real SMTP server identity sends to (SMTP_URL): what it received. */
  smtp: TestSmtpServer;
  post(url: string, payload: unknown, headers?: Record<string, string>): ReturnType<ServiceApp['inject']>;
  register(fields: Partial<RegistrationFields> | Record<string, unknown>): ReturnType<ServiceApp['inject']>;
  signIn(email: string, password: string): ReturnType<ServiceApp['inject']>;
  refresh(refreshToken: string): ReturnType<ServiceApp['inject']>;
  revoke(refreshToken: string): ReturnType<ServiceApp['inject']>;
  /** Stops the app; the keys too unless `keepKeys` (for a second boot on the same database). */
  close(options?: { keepKeys?: boolean }): Promise<void>;
}

/** A new MFA_ENCRYPTION_KEY (32 random bytes, base64). */
export const newMfaEncryptionKey = (): string => randomBytes(32).toString('base64');

/** The EXTERNAL_SIGN_IN_KEY identity runs with under test (override it with '' for an identity without one). */
export const TEST_EXTERNAL_SIGN_IN_KEY = newMfaEncryptionKey();

export interface IdentityTestOptions {
  /** identity's time (`CLOCK`), moved by the spec. */
  clock?: TestClock;
  /** Replaces the real MemberMail (queued, sent to `smtp`) with a double that records what would be sent. */
  memberMail?: RecordingMemberMail;
  /** identity's log (silent by default). */
  logger?: Logger;
}

/**
 * Identity on the spec file's own migrated database, with a test key pair: it signs with `keys.privateKeyPem`
 * and verifies bearer tokens against `keys.jwksUrl` (the same pair).
 */
export async function startIdentity(
  envOverrides: Record<string, string> = {},
  existingKeys?: TestKeys,
  options: IdentityTestOptions = {},
): Promise<IdentityTestApp> {
  const keys = existingKeys ?? (await startTestKeys());
  const smtp = await startTestSmtpServer();
  const definition = options.memberMail
    ? defineService({
        ...identityService,
        providers: [...(identityService.providers ?? []), { provide: MemberMail, useValue: options.memberMail }],
      })
    : identityService;
  let identity: ServiceTestApp<IdentityEnv>;
  try {
    identity = await startServiceForTest(definition, {
      keys,
      clock: options.clock,
      logger: options.logger,
      env: {
        JWT_PRIVATE_KEY: keys.privateKeyPem,
        MFA_ENCRYPTION_KEY: newMfaEncryptionKey(),
        PRE_EMPTIVE_BLOCK_KEY: newMfaEncryptionKey(),
        EXTERNAL_SIGN_IN_KEY: TEST_EXTERNAL_SIGN_IN_KEY,
        APP_URL: TEST_APP_URL,
        SMTP_URL: smtp.url,
        ...envOverrides,
      },
    });
  } catch (error) {
    await smtp.close();
    if (!existingKeys) await keys.close();
    throw error;
  }
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    identity.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
  return {
    ...identity,
    smtp,
    post,
    register: (fields) => post('/sessions/register', fields),
    signIn: (email, password) => post('/sessions', { email, password }),
    refresh: (refreshToken) => post('/sessions/refresh', { refreshToken }),
    revoke: (refreshToken) => post('/sessions/revoke', { refreshToken }),
    close: async (options) => {
      await identity.close();
      await smtp.close();
      if (!options?.keepKeys) await keys.close();
    },
  };
}

/** Every UserRegistered event in the database, whether still in identity's outbox or already shipped to the log. */
export async function userRegisteredEvents(
  identity: Pick<IdentityTestApp, 'sql'>,
): Promise<Array<{ id: string; key: string; payload: Buffer }>> {
  // One statement, one snapshot: the relay publishes before it deletes, so an event is always in one place
  // (or both, for a moment; UNION keeps it once).
  return identity.sql(
    `SELECT id::text, key, payload FROM identity.outbox WHERE type = $1
     UNION
     SELECT id::text, key, payload FROM eventlog.events WHERE type = $1 AND topic = 'identity.users'`,
    ['village.identity.v1.UserRegistered'],
  );
}
