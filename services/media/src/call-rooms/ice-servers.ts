import { createHmac } from 'node:crypto';
import type { MediaEnv } from '../env';

/** One RTCIceServer as the browser takes it. */
export interface IceServer {
  urls: string | string[];
  username?: string;
  credential?: string;
}

/** How long time-limited TURN credentials stay valid. */
export const TURN_CREDENTIAL_TTL_SECONDS = 6 * 60 * 60;

const isTurn = (urls: string | string[]): boolean =>
  (Array.isArray(urls) ? urls : [urls]).some((url) => /^turns?:/i.test(url));

/**
 * The ICE servers of a call, from configuration only (ICE_SERVERS). With TURN_SHARED_SECRET, each turn:/turns:
 * entry gets the TURN REST API's time-limited credentials: username "<expiry unix seconds>:<userId>", credential
 * base64(HMAC-SHA1(secret, username)), as coturn's `use-auth-secret` checks them.
 */
export function iceServersFor(
  env: Pick<MediaEnv, 'ICE_SERVERS' | 'TURN_SHARED_SECRET'>,
  userId: string,
  now: Date,
): IceServer[] {
  const secret = env.TURN_SHARED_SECRET;
  return env.ICE_SERVERS.map((server) => {
    if (!secret || !isTurn(server.urls)) return { ...server };
    const username = `${Math.floor(now.getTime() / 1000) + TURN_CREDENTIAL_TTL_SECONDS}:${userId}`;
    const credential = createHmac('sha1', secret).update(username).digest('base64');
    return { urls: server.urls, username, credential };
  });
}
