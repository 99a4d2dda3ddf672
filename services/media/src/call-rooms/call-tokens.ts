import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, SERVICE_ENV, type Clock } from '@village/kit';
import { jwtVerify, SignJWT } from 'jose';
import { randomBytes } from 'node:crypto';
import type { MediaEnv } from '../env';

/** How long a call pass admits its holder to the signalling channel. */
export const CALL_TOKEN_TTL_SECONDS = 120;

/** What a call pass says: who joins which room of which meeting, under which first name, as host or not. */
export interface CallPass {
  userId: string;
  roomId: string;
  meetingId: string;
  name: string;
  isHost: boolean;
}

const ALGORITHM = 'HS256';
const AUDIENCE = 'village-video-calls';

/**
 * Signs and checks call passes: HS256 JWTs with media's CALL_TOKEN_SECRET (production requires it; elsewhere a
 * random secret per process, which suits one media process holding the rooms in memory).
 */
@Injectable()
export class CallTokens {
  private readonly secret: Uint8Array;

  constructor(
    @Inject(SERVICE_ENV) env: MediaEnv,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.secret = env.CALL_TOKEN_SECRET ? new TextEncoder().encode(env.CALL_TOKEN_SECRET) : randomBytes(32);
  }

  async sign(pass: CallPass): Promise<{ token: string; expiresAt: Date }> {
    const issuedAt = Math.floor(this.clock.now().getTime() / 1000);
    const expiresAt = issuedAt + CALL_TOKEN_TTL_SECONDS;
    const token = await new SignJWT({ room: pass.roomId, mid: pass.meetingId, name: pass.name, host: pass.isHost })
      .setProtectedHeader({ alg: ALGORITHM })
      .setSubject(pass.userId)
      .setAudience(AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(this.secret);
    return { token, expiresAt: new Date(expiresAt * 1000) };
  }

  /** The pass a token carries, or null when it is forged, expired or malformed. */
  async verify(token: unknown): Promise<CallPass | null> {
    if (typeof token !== 'string' || token.length === 0) return null;
    try {
      const { payload } = await jwtVerify(token, this.secret, {
        algorithms: [ALGORITHM],
        audience: AUDIENCE,
        currentDate: this.clock.now(),
      });
      const { sub, room, mid, name, host } = payload;
      if (typeof sub !== 'string' || typeof room !== 'string' || typeof mid !== 'string') return null;
      if (typeof name !== 'string' || typeof host !== 'boolean') return null;
      return { userId: sub, roomId: room, meetingId: mid, name, isHost: host };
    } catch {
      return null;
    }
  }
}
