import { Inject, Injectable, Logger } from '@nestjs/common';
import { SERVICE_ENV } from '@village/kit';
import { AccessToken, RoomServiceClient } from 'livekit-server-sdk';
import type { MediaEnv } from '../env';
import { simulcastFor } from '../meetings/call-mode';

/** What a member admitted to an SFU call connects with: LiveKit's URL and a token for its room. */
export interface LivekitAccess {
  url: string;
  token: string;
  /** Whether members publish their camera in two layers (large calls) or one. */
  simulcast: boolean;
}

/** How long a LiveKit token admits to its room (the connection then outlives it). */
const LIVEKIT_TOKEN_TTL = '10m';

/**
 * The SFU side of large calls (decision 004): room tokens for admitted members, and removing a member the host
 * removed. Configured by LIVEKIT_URL, LIVEKIT_API_KEY and LIVEKIT_API_SECRET.
 */
@Injectable()
export class LivekitRooms {
  private readonly logger = new Logger(LivekitRooms.name);
  private readonly rooms: RoomServiceClient | null;

  constructor(@Inject(SERVICE_ENV) private readonly env: MediaEnv) {
    this.rooms =
      env.LIVEKIT_URL && env.LIVEKIT_API_KEY && env.LIVEKIT_API_SECRET
        ? new RoomServiceClient(env.LIVEKIT_URL, env.LIVEKIT_API_KEY, env.LIVEKIT_API_SECRET)
        : null;
  }

  /** A token joining `roomId` as the member: publish and subscribe media, no data channel (chat is on socket.io). */
  async accessFor(
    room: { roomId: string; maxParticipants: number },
    member: { userId: string; name: string },
  ): Promise<LivekitAccess> {
    const { LIVEKIT_URL: url, LIVEKIT_API_KEY: key, LIVEKIT_API_SECRET: secret } = this.env;
    if (!url || !key || !secret) throw new Error('LiveKit is not configured');
    const token = new AccessToken(key, secret, { identity: member.userId, name: member.name, ttl: LIVEKIT_TOKEN_TTL });
    token.addGrant({ room: room.roomId, roomJoin: true, canPublish: true, canSubscribe: true, canPublishData: false });
    return { url, token: await token.toJwt(), simulcast: simulcastFor(room.maxParticipants) };
  }

  /** Takes a removed member out of the SFU room; one not connected there is nothing to remove. */
  async remove(roomId: string, userId: string): Promise<void> {
    if (!this.rooms) return;
    try {
      await this.rooms.removeParticipant(roomId, userId);
    } catch (error) {
      this.logger.warn(`could not remove a participant from LiveKit room: ${String(error)}`);
    }
  }
}
