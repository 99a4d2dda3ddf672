import type { RevocationList } from './revocation-list';
import { sessionOf } from './session-resolver';

export interface SessionWatchOptions {
  revocations: Pick<RevocationList, 'isRevoked'>;
  /** How often a revocation is looked for while the answer stays open. */
  checkEveryMs: number;
}

/**
 * Calls `onEnded` once when the session behind a long-lived answer (a stream) ends: when its access token
 * expires, or once its session is revoked (sign-out, password change, suspension). The member's browser then
 * reconnects with a fresh token, or is refused. Returns the stop function.
 */
export function watchSession(accessToken: string, onEnded: () => void, options: SessionWatchOptions): () => void {
  const session = sessionOf(accessToken);
  if (!session) {
    onEnded();
    return () => undefined;
  }
  let stopped = false;
  const end = () => {
    if (stopped) return;
    stop();
    onEnded();
  };
  const expiry = setTimeout(end, Math.max(0, session.expiresAtMs - Date.now()));
  const revocation = setInterval(() => {
    options.revocations.isRevoked(session.sessionId).then(
      (revoked) => revoked && end(),
      () => undefined,
    );
  }, options.checkEveryMs);
  const stop = () => {
    stopped = true;
    clearTimeout(expiry);
    clearInterval(revocation);
  };
  return stop;
}
