import { Inject, Logger } from '@nestjs/common';
import {
  Ack as AckOf,
  ConnectedSocket,
  MessageBody,
  SubscribeMessage,
  WebSocketGateway,
  WebSocketServer,
  type OnGatewayDisconnect,
  type OnGatewayInit,
} from '@nestjs/websockets';
import { InjectDataSource } from '@nestjs/typeorm';
import { CLOCK, isDomainError, Public, SERVICE_ENV, UNEXPECTED_ERROR_MESSAGE, type Clock } from '@village/kit';
import { randomUUID } from 'node:crypto';
import type { DefaultEventsMap, Server, Socket } from 'socket.io';
import type { DataSource } from 'typeorm';
import type { z } from 'zod';
import type { MediaEnv } from '../env';
import { callCapacityOf, callModeFor } from '../meetings/call-mode';
import { CallAccessRules } from './call-access';
import { CallAdmissionEntity } from './call-admission.entity';
import { CallRemovalEntity } from './call-removal.entity';
import { CallRoomRegistry, type CallRoom, type Participant } from './call-room-registry';
import { CALL_REMOVED_MESSAGE } from './call-room.errors';
import {
  ALREADY_IN_CALL_MESSAGE,
  CALL_PASS_EXPIRED_MESSAGE,
  EMPTY_CHAT_MESSAGE,
  HOST_ONLY_MESSAGE,
  INVALID_MESSAGE,
  LONG_CHAT_MESSAGE,
  meshFullMessage,
  NOT_IN_CALL_MESSAGE,
  PEER_GONE_MESSAGE,
  REFUSED_MESSAGE,
  SFU_FULL_MESSAGE,
  WRONG_ROOM_MESSAGE,
} from './call-room.messages';
import { CallTokens, type CallPass } from './call-tokens';
import { LivekitRooms, type LivekitAccess } from './livekit-rooms';
import { MeetingCallStatus } from './meeting-call-status';
import {
  CHAT_MESSAGE_MAX_LENGTH,
  chatMessage,
  mediaStateMessage,
  peerMessage,
  roomMessage,
  signalMessage,
} from './signalling-messages';

/** Media's path of the call channel; the gateway relays `/api/video-calls/socket/` to it. */
export const CALL_SOCKET_PATH = '/video-calls/socket';
const MAX_MESSAGE_BYTES = 128 * 1024;

type Ack = { ok: true } & Record<string, unknown>;
type Refusal = { ok: false; message: string };
type Answer = Ack | Refusal;

interface SocketData {
  pass: CallPass;
  /** The room the socket is in, or waits at. */
  roomId?: string;
}

/** Events are checked when they arrive (`parse`), so the socket's event maps stay socket.io's defaults. */
type CallSocket = Socket<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;

const refusal = (message: string): Refusal => ({ ok: false, message });

/**
 * The call channel (socket.io, WebSocket only): a 2-minute call pass admits the socket; then join, the lobby of
 * private meetings, WebRTC signalling between peers of one room, chat, media state, and the host's admit, refuse
 * and remove. Rooms live in this process's memory (decision 023).
 */
@Public()
@WebSocketGateway({
  path: CALL_SOCKET_PATH,
  transports: ['websocket'],
  serveClient: false,
  maxHttpBufferSize: MAX_MESSAGE_BYTES,
})
export class CallSignallingGateway implements OnGatewayInit, OnGatewayDisconnect {
  private readonly logger = new Logger(CallSignallingGateway.name);

  @WebSocketServer()
  private readonly server!: Server;

  constructor(
    private readonly tokens: CallTokens,
    private readonly access: CallAccessRules,
    private readonly rooms: CallRoomRegistry,
    private readonly livekit: LivekitRooms,
    private readonly status: MeetingCallStatus,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SERVICE_ENV) private readonly env: MediaEnv,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  afterInit(server: Server): void {
    server.use((socket, next) => {
      const auth = socket.handshake.auth as { token?: unknown } | undefined;
      this.tokens.verify(auth?.token).then(
        (pass) => {
          if (!pass) return next(new Error(CALL_PASS_EXPIRED_MESSAGE));
          (socket.data as SocketData).pass = pass;
          next();
        },
        () => next(new Error(CALL_PASS_EXPIRED_MESSAGE)),
      );
    });
  }

  async handleDisconnect(socket: CallSocket): Promise<void> {
    await this.answer(socket, () => this.leave(socket));
  }

  /**
   * Answered the moment the list of those in the call is taken: anyone who joins later is announced to this socket
   * after the answer, so the page's list (the answer's, then each arrival) misses nobody.
   */
  @SubscribeMessage('join-room')
  async joinRoom(
    @ConnectedSocket() socket: CallSocket,
    @MessageBody() body: unknown,
    @AckOf() ack: ((answer: Answer) => void) | undefined,
  ): Promise<void> {
    let answered = false;
    const answerNow = (answer: Answer) => {
      answered = true;
      ack?.(answer);
    };
    const refused = await this.answer(socket, () => this.join(socket, body, answerNow));
    if (!answered) ack?.(refused);
  }

  private async join(socket: CallSocket, body: unknown, answerNow: (answer: Answer) => void): Promise<Answer | void> {
    const { roomId } = this.parse(roomMessage, body);
    const { pass } = socket.data;
    if (roomId !== pass.roomId) return refusal(WRONG_ROOM_MESSAGE);
    if (socket.data.roomId) return refusal(ALREADY_IN_CALL_MESSAGE);
    const access = await this.access.check(pass.userId, roomId);
    if (socket.data.roomId || !socket.connected) return refusal(ALREADY_IN_CALL_MESSAGE);
    const mode = callModeFor(access.meeting.maxParticipants, callCapacityOf(this.env));
    const room = this.rooms.open({
      roomId,
      meetingId: access.meeting.id,
      mode,
      maxParticipants: access.meeting.maxParticipants,
    });
    const joinMode = mode === 'sfu' ? 'sfu' : 'mesh';
    if (access.lobby) {
      room.waiting.set(socket.id, {
        peerId: socket.id,
        userId: pass.userId,
        name: access.name,
        since: this.clock.now(),
      });
      socket.data.roomId = roomId;
      this.sendLobby(room);
      answerNow({ ok: true, state: 'waiting', selfPeerId: socket.id, participants: [], mode: joinMode });
      return;
    }
    const full = this.fullMessage(room);
    if (full) return refusal(full);
    this.enter(room, socket, { name: access.name, isHost: access.isHost });
    if (access.isHost) {
      if (room.waiting.size > 0) this.sendLobby(room);
      await this.status.hostJoined(room.meetingId);
    }
    const livekit = await this.livekitFor(room, pass.userId, access.name);
    const participants = this.othersThan(room, socket.id);
    answerNow({ ok: true, state: 'joined', selfPeerId: socket.id, participants, mode: joinMode, ...livekit });
  }

  @SubscribeMessage('leave-room')
  leaveRoom(@ConnectedSocket() socket: CallSocket, @MessageBody() body: unknown): Promise<Answer> {
    return this.answer(socket, async () => {
      const { roomId } = this.parse(roomMessage, body);
      if (socket.data.roomId !== roomId) return refusal(NOT_IN_CALL_MESSAGE);
      await this.leave(socket);
      return { ok: true };
    });
  }

  @SubscribeMessage('signal')
  signal(@ConnectedSocket() socket: CallSocket, @MessageBody() body: unknown): Promise<Answer> {
    return this.answer(socket, async () => {
      const { roomId, to, signal } = this.parse(signalMessage, body);
      const room = this.roomOfParticipant(socket, roomId);
      if (!room) return refusal(NOT_IN_CALL_MESSAGE);
      if (to === socket.id || !room.participants.has(to)) return refusal(PEER_GONE_MESSAGE);
      this.server.to(to).emit('signal', { from: socket.id, signal });
      return { ok: true };
    });
  }

  @SubscribeMessage('chat-message')
  chat(@ConnectedSocket() socket: CallSocket, @MessageBody() body: unknown): Promise<Answer> {
    return this.answer(socket, async () => {
      const { roomId, text } = this.parse(chatMessage, body);
      const room = this.roomOfParticipant(socket, roomId);
      if (!room) return refusal(NOT_IN_CALL_MESSAGE);
      const trimmed = text.trim();
      if (trimmed.length === 0) return refusal(EMPTY_CHAT_MESSAGE);
      if (trimmed.length > CHAT_MESSAGE_MAX_LENGTH) return refusal(LONG_CHAT_MESSAGE);
      const sender = room.participants.get(socket.id);
      const message = {
        id: randomUUID(),
        text: trimmed,
        sender: sender?.name ?? socket.data.pass.name,
        senderPeerId: socket.id,
        timestamp: this.clock.now().toISOString(),
      };
      this.server.to(roomId).emit('chat-message', message);
      return { ok: true, id: message.id };
    });
  }

  @SubscribeMessage('media-state')
  mediaState(@ConnectedSocket() socket: CallSocket, @MessageBody() body: unknown): Promise<Answer> {
    return this.answer(socket, async () => {
      const { roomId, audio, video } = this.parse(mediaStateMessage, body);
      const room = this.roomOfParticipant(socket, roomId);
      const participant = room?.participants.get(socket.id);
      if (!participant) return refusal(NOT_IN_CALL_MESSAGE);
      participant.audio = audio;
      participant.video = video;
      socket.to(roomId).emit('participant-updated', { ...participant });
      return { ok: true };
    });
  }

  @SubscribeMessage('admit')
  admit(@ConnectedSocket() socket: CallSocket, @MessageBody() body: unknown): Promise<Answer> {
    return this.answer(socket, async () => {
      const { roomId, peerId } = this.parse(peerMessage, body);
      const room = this.roomOfHost(socket, roomId);
      if (!room) return refusal(HOST_ONLY_MESSAGE);
      const waiting = room.waiting.get(peerId);
      if (!waiting) return refusal(PEER_GONE_MESSAGE);
      const full = this.fullMessage(room);
      if (full) return refusal(full);
      await this.dataSource
        .createQueryBuilder()
        .insert()
        .into(CallAdmissionEntity)
        .values({ meetingId: room.meetingId, userId: waiting.userId, admittedAt: this.clock.now() })
        .orIgnore()
        .execute();
      const guest = this.socketOf(peerId);
      if (!guest || !room.waiting.delete(peerId)) return refusal(PEER_GONE_MESSAGE);
      this.enter(room, guest, { name: waiting.name, isHost: false });
      this.sendLobby(room);
      const livekit = await this.livekitFor(room, waiting.userId, waiting.name);
      guest.emit('admitted', { participants: this.othersThan(room, peerId), ...livekit });
      return { ok: true };
    });
  }

  @SubscribeMessage('refuse')
  refuse(@ConnectedSocket() socket: CallSocket, @MessageBody() body: unknown): Promise<Answer> {
    return this.answer(socket, async () => {
      const { roomId, peerId } = this.parse(peerMessage, body);
      const room = this.roomOfHost(socket, roomId);
      if (!room) return refusal(HOST_ONLY_MESSAGE);
      if (!room.waiting.has(peerId)) return refusal(PEER_GONE_MESSAGE);
      this.rooms.leave(roomId, peerId);
      const guest = this.socketOf(peerId);
      if (guest) {
        guest.data.roomId = undefined;
        guest.emit('refused', { message: REFUSED_MESSAGE });
      }
      this.sendLobby(room);
      return { ok: true };
    });
  }

  @SubscribeMessage('remove-participant')
  removeParticipant(@ConnectedSocket() socket: CallSocket, @MessageBody() body: unknown): Promise<Answer> {
    return this.answer(socket, async () => {
      const { roomId, peerId } = this.parse(peerMessage, body);
      const room = this.roomOfHost(socket, roomId);
      if (!room) return refusal(HOST_ONLY_MESSAGE);
      const target = room.participants.get(peerId) ?? room.waiting.get(peerId);
      if (!target || target.userId === socket.data.pass.userId) return refusal(PEER_GONE_MESSAGE);
      await this.dataSource
        .createQueryBuilder()
        .insert()
        .into(CallRemovalEntity)
        .values({
          meetingId: room.meetingId,
          userId: target.userId,
          removedBy: socket.data.pass.userId,
          removedAt: this.clock.now(),
        })
        .orIgnore()
        .execute();
      const peers = [...room.participants.values(), ...room.waiting.values()].filter(
        (peer) => peer.userId === target.userId,
      );
      for (const peer of peers) {
        const removed = this.socketOf(peer.peerId);
        if (!removed) continue;
        await this.leave(removed);
        removed.emit('removed', { message: CALL_REMOVED_MESSAGE });
        removed.disconnect(true);
      }
      if (room.mode === 'sfu') await this.livekit.remove(roomId, target.userId);
      return { ok: true };
    });
  }

  /** Puts the socket in the call and tells everyone already there: they start the offer to the newcomer. */
  private enter(room: CallRoom, socket: CallSocket, who: { name: string; isHost: boolean }): Participant {
    const participant: Participant = {
      peerId: socket.id,
      userId: socket.data.pass.userId,
      name: who.name,
      isHost: who.isHost,
      audio: true,
      video: true,
    };
    this.server.to(room.roomId).emit('user-connected', participant);
    room.participants.set(socket.id, participant);
    socket.data.roomId = room.roomId;
    void socket.join(room.roomId);
    return participant;
  }

  /** Takes the socket out of its room; the last participant out after the scheduled end completes the meeting. */
  private async leave(socket: CallSocket): Promise<void> {
    const roomId = socket.data.roomId;
    if (!roomId) return;
    socket.data.roomId = undefined;
    void socket.leave(roomId);
    const left = this.rooms.leave(roomId, socket.id);
    if (!left) return;
    const { room, was } = left;
    if (was === 'waiting') {
      this.sendLobby(room);
      return;
    }
    this.server.to(roomId).emit('user-disconnected', { peerId: socket.id });
    if (room.participants.size === 0) await this.status.lastParticipantLeft(room.meetingId);
  }

  private fullMessage(room: CallRoom): string | null {
    const count = room.participants.size;
    if (count >= room.maxParticipants) return SFU_FULL_MESSAGE;
    const { meshMax } = callCapacityOf(this.env);
    if (room.mode !== 'sfu' && count >= meshMax) return meshFullMessage(meshMax);
    return null;
  }

  private sendLobby(room: CallRoom): void {
    const waiting = [...room.waiting.values()].map((member) => ({
      peerId: member.peerId,
      userId: member.userId,
      name: member.name,
      since: member.since.toISOString(),
    }));
    for (const participant of room.participants.values()) {
      if (participant.isHost) this.server.to(participant.peerId).emit('lobby-updated', { waiting });
    }
  }

  private async livekitFor(room: CallRoom, userId: string, name: string): Promise<{ livekit?: LivekitAccess }> {
    if (room.mode !== 'sfu') return {};
    return { livekit: await this.livekit.accessFor(room, { userId, name }) };
  }

  /**
   * Everyone else in the room now. Taken after a join's awaits: whoever joined meanwhile was already announced to
   * the newcomer, and an answer listing fewer would overwrite that.
   */
  private othersThan(room: CallRoom, peerId: string) {
    return [...room.participants.values()].filter((each) => each.peerId !== peerId);
  }

  private roomOfParticipant(socket: CallSocket, roomId: string): CallRoom | null {
    if (socket.data.roomId !== roomId) return null;
    const room = this.rooms.get(roomId);
    return room?.participants.has(socket.id) ? room : null;
  }

  private roomOfHost(socket: CallSocket, roomId: string): CallRoom | null {
    const room = this.roomOfParticipant(socket, roomId);
    return room?.participants.get(socket.id)?.isHost ? room : null;
  }

  private socketOf(peerId: string): CallSocket | undefined {
    return this.server.sockets.sockets.get(peerId) as CallSocket | undefined;
  }

  private parse<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new InvalidMessage();
    return parsed.data;
  }

  /** Runs a handler; every failure becomes a refusal in the ack, never an exception on the socket. */
  private async answer(socket: CallSocket, handle: () => Promise<Answer | void>): Promise<Answer> {
    try {
      return (await handle()) ?? { ok: true };
    } catch (error) {
      if (error instanceof InvalidMessage) return refusal(INVALID_MESSAGE);
      if (isDomainError(error)) return refusal(error.message);
      this.logger.error(`call channel failed: ${error instanceof Error ? error.stack : String(error)}`);
      socket.emit('call-error', { message: UNEXPECTED_ERROR_MESSAGE });
      return refusal(UNEXPECTED_ERROR_MESSAGE);
    }
  }
}

class InvalidMessage extends Error {}
