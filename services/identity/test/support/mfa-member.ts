import { generate } from 'otplib';
import { subgraphQuery, type GraphqlAnswer } from '../../../../tests/support/auth/subgraph-graphql';
import { validRegistration } from '../factories/registration.factory';
import type { IdentityTestApp, SessionBody } from './identity-test-app';

export const START_SETUP = 'mutation { startMfaSetup { qrCodeUrl secret } }';
export const CONFIRM_SETUP =
  'mutation Confirm($code: String!) { confirmMfaSetup(code: $code) { enabled recoveryCodes } }';
export const DISABLE = 'mutation Disable($code: String!) { disableMfa(code: $code) { enabled } }';
export const STATUS = '{ mfaStatus { enabled } }';

/** The code an authenticator app shows for `secret` at `at` (default: identity's clock). */
export function appCode(identity: IdentityTestApp, secret: string, at: Date = identity.clock!.now()): Promise<string> {
  return generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
}

export interface MfaMember {
  email: string;
  password: string;
  userId: string;
  accessToken: string;
  graph<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>): Promise<GraphqlAnswer<T>>;
}

/** A newly registered member, signed in. */
export async function registeredMember(identity: IdentityTestApp): Promise<MfaMember> {
  const form = validRegistration();
  const { user, session } = (await identity.register(form)).json<SessionBody>();
  return {
    email: form.email,
    password: form.password,
    userId: user.id,
    accessToken: session.accessToken,
    graph: (query, variables) => subgraphQuery(identity.app, session.accessToken, query, variables),
  };
}

/** A member with MFA on: the secret their app holds and the recovery codes they were shown. */
export async function memberWithMfa(
  identity: IdentityTestApp,
): Promise<MfaMember & { secret: string; recoveryCodes: string[] }> {
  const member = await registeredMember(identity);
  const setup = await member.graph<{ startMfaSetup: { secret: string } }>(START_SETUP);
  const secret = setup.data!.startMfaSetup.secret;
  const confirmed = await member.graph<{ confirmMfaSetup: { recoveryCodes: string[] } }>(CONFIRM_SETUP, {
    code: await appCode(identity, secret),
  });
  if (!confirmed.data) throw new Error(`MFA not enabled: ${JSON.stringify(confirmed.errors)}`);
  return { ...member, secret, recoveryCodes: confirmed.data.confirmMfaSetup.recoveryCodes };
}

export interface ChallengeBody {
  mfaRequired: true;
  challenge: { token: string; expiresAt: string };
}

/** Signs in with the password; expects the MFA challenge and returns its token. */
export async function challengeFor(identity: IdentityTestApp, member: { email: string; password: string }) {
  const answer = await identity.signIn(member.email, member.password);
  if (answer.statusCode !== 200) throw new Error(`sign-in answered ${answer.statusCode}: ${answer.body}`);
  return answer.json<ChallengeBody>().challenge.token;
}

export const completeChallenge = (
  identity: IdentityTestApp,
  challengeToken: string,
  proof: { code: string } | { recoveryCode: string },
) => identity.post('/sessions/mfa', { challengeToken, ...proof });

export const seconds = (count: number): number => count * 1000;
