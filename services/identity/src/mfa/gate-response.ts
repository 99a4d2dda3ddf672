import type { SessionResponse } from '../sessions/session-response';
import type { UserEntity } from '../users/user.entity';
import { toUserView } from '../users/user.view';
import type { GateOutcome, MfaChallenge } from './mfa-gate';

/** A sign-in whose member has MFA on: no session yet, a challenge to complete at POST /sessions/mfa. */
export interface MfaChallengeResponse {
  mfaRequired: true;
  challenge: MfaChallenge;
}

/** What the gateway receives for a first factor the MfaGate admitted: a session, or the challenge for the code. */
export function signInResponse(user: UserEntity, outcome: GateOutcome): SessionResponse | MfaChallengeResponse {
  if (outcome.kind === 'challenge') return { mfaRequired: true, challenge: outcome.challenge };
  return { user: toUserView(user), session: outcome.session };
}
