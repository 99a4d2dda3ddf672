import type { GateOutcome, MfaChallenge } from '../mfa/mfa-gate';
import type { UserEntity } from '../users/user.entity';
import { toUserView, type UserView } from '../users/user.view';
import type { IssuedSession } from './session-issuer';

export interface SessionResponse {
  user: UserView;
  session: IssuedSession;
}

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
