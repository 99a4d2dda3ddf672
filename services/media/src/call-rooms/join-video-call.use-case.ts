import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, SERVICE_ENV, type Clock } from '@village/kit';
import type { MediaEnv } from '../env';
import { callCapacityOf, callModeFor } from '../meetings/call-mode';
import { MeetingQueries } from '../meetings/meeting-queries';
import { meetingView } from '../meetings/meeting-view';
import { callRefusal, CallRoomErrorCode } from './call-room.errors';
import { CallAccessRules } from './call-access';
import { CallTokens } from './call-tokens';
import { iceServersFor } from './ice-servers';
import type { VideoCallPassModel } from './video-call-pass.model';

/** Where the browser reaches the signalling channel: the gateway relays it to media's `/video-calls/socket`. */
export const PUBLIC_SOCKET_PATH = '/api/video-calls/socket';

/** A member asks to join a meeting's call: the rules checked, they get a 2-minute pass and the ICE servers. */
@Injectable()
export class JoinVideoCallUseCase {
  constructor(
    private readonly access: CallAccessRules,
    private readonly tokens: CallTokens,
    private readonly meetings: MeetingQueries,
    @Inject(SERVICE_ENV) private readonly env: MediaEnv,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(userId: string, roomId: string): Promise<VideoCallPassModel> {
    const { meeting, isHost, lobby, name } = await this.access.check(userId, roomId);
    const shown = await this.meetings.byRoomId(userId, meeting.roomId);
    if (!shown) throw callRefusal(CallRoomErrorCode.MeetingNotFound);
    const { token, expiresAt } = await this.tokens.sign({
      userId,
      roomId: meeting.roomId,
      meetingId: meeting.id,
      name,
      isHost,
    });
    return {
      token,
      expiresAt,
      mode: callModeFor(meeting.maxParticipants, callCapacityOf(this.env)) === 'sfu' ? 'sfu' : 'mesh',
      lobby,
      socketPath: PUBLIC_SOCKET_PATH,
      iceServers: iceServersFor(this.env, userId, this.clock.now()).map((server) => ({
        urls: Array.isArray(server.urls) ? server.urls : [server.urls],
        username: server.username ?? null,
        credential: server.credential ?? null,
      })),
      meetingId: meeting.id,
      roomId: meeting.roomId,
      meeting: meetingView(userId, shown, callCapacityOf(this.env)),
    };
  }
}
