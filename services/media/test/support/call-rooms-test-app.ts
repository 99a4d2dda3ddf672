import { minutes } from '@village/kit';
import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { subgraphQuery, type GraphqlAnswer } from '../../../../tests/support/auth/subgraph-graphql';
import { startMedia, type MediaTestApp } from './media-test-app';

export interface CallMember {
  id: string;
  token: string;
  firstName: string;
}

export interface TestMeeting {
  id: string;
  roomId: string;
}

export interface MeetingOptions {
  /** Minutes from now to the scheduled start (default 10: joining is open). */
  startsInMinutes?: number;
  durationMinutes?: number;
  maxParticipants?: number;
  isPublic?: boolean;
  status?: 'scheduled' | 'active' | 'completed' | 'cancelled';
}

export interface VideoCallPass {
  token: string;
  expiresAt: string;
  mode: string;
  lobby: boolean;
  socketPath: string;
  iceServers: Array<{ urls: string[]; username: string | null; credential: string | null }>;
  meetingId: string;
  roomId: string;
  meeting: { id: string; roomId: string; isHost: boolean; status: string; callMode: string; joinOpensAt: string };
}

export interface CallRoomsTestApp extends MediaTestApp {
  /** Where media listens (http://127.0.0.1:<port>): socket.io clients connect there. */
  url: string;
  /** A member media knows (their first name in its contacts projection) with an access token. */
  member(firstName: string): Promise<CallMember>;
  meeting(host: CallMember, options?: MeetingOptions): Promise<TestMeeting>;
  invite(meeting: TestMeeting, invitee: CallMember, status: 'pending' | 'accepted' | 'declined'): Promise<void>;
  block(blocker: CallMember, blocked: CallMember): Promise<void>;
  /** `joinVideoCall(roomId)` as the member. */
  join(member: CallMember | null, roomId: string): Promise<GraphqlAnswer<{ joinVideoCall: VideoCallPass }>>;
  /** A pass, failing the spec when the join is refused. */
  pass(member: CallMember, roomId: string): Promise<VideoCallPass>;
  /** A socket.io client on the call channel with the token, once connected (rejects with connect_error). */
  connect(token: string): Promise<CallClient>;
  /**
   * The members connect, then all ask to join at once. Each one's view is built as the call page builds it: the
   * answer's list, then every user-connected received after it (in the answer's callback, as socket.io delivers).
   */
  joinAtOnce(members: CallMember[], meeting: TestMeeting): Promise<JoinView[]>;
  meetingRow(meeting: TestMeeting): Promise<{ status: string; started_at: Date | null; ended_at: Date | null }>;
}

/** Whom one member's page knows to be in the call (`known`), and who is (`others`), both sorted peer ids. */
export interface JoinView {
  known: string[];
  others: string[];
}

/** A socket of the call channel that records every event it receives, in order. */
export interface CallClient {
  socket: Socket;
  events: Array<{ event: string; data: unknown }>;
  /** The next (or an already received, not yet taken) event of that name. */
  next<T = Record<string, unknown>>(event: string, timeoutMs?: number): Promise<T>;
  ask<T = Record<string, unknown>>(event: string, data: unknown): Promise<T>;
  received(event: string): unknown[];
  /** Settles with socket.io's reason when the socket is disconnected. */
  disconnected: Promise<string>;
  close(): void;
}

const JOIN_VIDEO_CALL = `mutation Join($roomId: String!) {
  joinVideoCall(roomId: $roomId) {
    token expiresAt mode lobby socketPath meetingId roomId
    iceServers { urls username credential }
    meeting { id roomId isHost status callMode joinOpensAt }
  }
}`;

export const CALL_SOCKET_PATH = '/video-calls/socket';

/** Media listening on a local port (sockets need one), with helpers for meetings, passes and call clients. */
export async function startCallRooms(envOverrides: Record<string, string> = {}): Promise<CallRoomsTestApp> {
  const media = await startMedia(envOverrides);
  await media.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = media.app.getHttpServer().address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const clients: CallClient[] = [];
  const join = (member: CallMember | null, roomId: string) =>
    subgraphQuery<{ joinVideoCall: VideoCallPass }>(media.app, member?.token ?? null, JOIN_VIDEO_CALL, { roomId });
  const app: CallRoomsTestApp = {
    ...media,
    url,
    close: async () => {
      for (const client of clients) client.close();
      await media.close();
    },
    member: async (firstName) => {
      const id = randomUUID();
      await media.sql(
        `INSERT INTO member_contacts (user_id, email, first_name, email_confirmed, changed_at)
         VALUES ($1, $2, $3, true, now())`,
        [id, `${firstName.toLowerCase()}.${id.slice(0, 8)}@example.org`, firstName],
      );
      return { id, firstName, token: await media.keys.signAccessToken({ id, email: `${id}@example.org` }) };
    },
    meeting: async (host, options = {}) => {
      const id = randomUUID();
      const roomId = randomBytes(16).toString('base64url');
      const now = media.clock.now();
      await media.sql(
        `INSERT INTO video_meetings (id, host_id, title, scheduled_for, duration_minutes, max_participants, is_public,
           status, room_id, created_at)
         VALUES ($1, $2, 'Playdate planning', $3, $4, $5, $6, $7, $8, $9)`,
        [
          id,
          host.id,
          new Date(now.getTime() + minutes(options.startsInMinutes ?? 10)),
          options.durationMinutes ?? 60,
          options.maxParticipants ?? 4,
          options.isPublic ?? true,
          options.status ?? 'scheduled',
          roomId,
          now,
        ],
      );
      return { id, roomId };
    },
    invite: async (meeting, invitee, status) => {
      const host = await media.sql<{ host_id: string }>('SELECT host_id FROM video_meetings WHERE id = $1', [
        meeting.id,
      ]);
      await media.sql(
        `INSERT INTO meeting_invitations (id, meeting_id, invitee_id, inviter_id, status, created_at)
         VALUES ($1, $2, $3, $4, $5, now())`,
        [randomUUID(), meeting.id, invitee.id, host[0]?.host_id, status],
      );
    },
    block: async (blocker, blocked) => {
      await media.sql('INSERT INTO member_blocks (blocker_id, blocked_id) VALUES ($1, $2)', [blocker.id, blocked.id]);
    },
    join,
    pass: async (member, roomId) => {
      const answer = await join(member, roomId);
      if (!answer.data?.joinVideoCall) throw new Error(`join refused: ${JSON.stringify(answer.errors)}`);
      return answer.data.joinVideoCall;
    },
    connect: async (token) => {
      const client = callClient(url, token);
      clients.push(client);
      await new Promise<void>((resolve, reject) => {
        client.socket.once('connect', () => resolve());
        client.socket.once('connect_error', (error) => reject(error));
      });
      return client;
    },
    meetingRow: async (meeting) => {
      const rows = await media.sql<{ status: string; started_at: Date | null; ended_at: Date | null }>(
        'SELECT status, started_at, ended_at FROM video_meetings WHERE id = $1',
        [meeting.id],
      );
      if (!rows[0]) throw new Error('meeting not found');
      return rows[0];
    },
    joinAtOnce: (members, meeting) => joinAtOnce(app, members, meeting),
  };
  return app;
}

async function joinAtOnce(app: CallRoomsTestApp, members: CallMember[], meeting: TestMeeting): Promise<JoinView[]> {
  const clients = await Promise.all(
    members.map(async (member) => app.connect((await app.pass(member, meeting.roomId)).token)),
  );
  const answers = await Promise.all(
    clients.map(
      (client) =>
        new Promise<{ selfPeerId: string; listed: string[]; seenBefore: number }>((settle) =>
          client.socket.emit(
            'join-room',
            { roomId: meeting.roomId },
            (answer: { selfPeerId: string; participants: Array<{ peerId: string }> }) =>
              settle({
                selfPeerId: answer.selfPeerId,
                listed: answer.participants.map((each) => each.peerId),
                seenBefore: client.events.length,
              }),
          ),
        ),
    ),
  );
  await new Promise((settle) => setTimeout(settle, 500));
  const everyone = answers.map((answer) => answer.selfPeerId);
  return answers.map((answer, index) => {
    const arrivedAfter = (clients[index]?.events ?? [])
      .slice(answer.seenBefore)
      .filter((received) => received.event === 'user-connected')
      .map((received) => (received.data as { peerId: string }).peerId);
    return {
      known: [...answer.listed, ...arrivedAfter].sort(),
      others: everyone.filter((peerId) => peerId !== answer.selfPeerId).sort(),
    };
  });
}

function callClient(url: string, token: string): CallClient {
  const socket = io(url, {
    path: CALL_SOCKET_PATH,
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
    forceNew: true,
  });
  const events: CallClient['events'] = [];
  const taken = new Set<number>();
  const waiters: Array<{ event: string; resolve: (data: unknown) => void }> = [];
  socket.onAny((event: string, data: unknown) => {
    events.push({ event, data });
    const waiter = waiters.findIndex((candidate) => candidate.event === event);
    if (waiter >= 0) {
      taken.add(events.length - 1);
      waiters.splice(waiter, 1)[0]?.resolve(data);
    }
  });
  const disconnected = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
  return {
    socket,
    events,
    disconnected,
    next: <T>(event: string, timeoutMs = 5_000) => {
      const index = events.findIndex((received, position) => received.event === event && !taken.has(position));
      if (index >= 0) {
        taken.add(index);
        return Promise.resolve(events[index]?.data as T);
      }
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({
          event,
          resolve: (data) => {
            clearTimeout(timer);
            resolve(data as T);
          },
        });
      });
    },
    ask: <T>(event: string, data: unknown) => socket.timeout(5_000).emitWithAck(event, data) as Promise<T>,
    received: (event) => events.filter((received) => received.event === event).map((received) => received.data),
    close: () => {
      socket.disconnect();
    },
  };
}
