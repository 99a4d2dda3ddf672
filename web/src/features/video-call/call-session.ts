import { ApiError, isRecord, parseJson } from '../../api/api-error';
import {
  openCallChannel,
  RECONNECT_SETTINGS,
  type Ack,
  type CallSocket,
  type ChatMessage,
  type LiveKitPass,
  type LobbyEntry,
  type Participant,
} from './call-channel';
import { MeshCall } from './mesh-call';
import { joinSfuCall, type SfuCall } from './sfu-call';
import type { JoinAnswer } from './video-call-api';

export type CallPhase = 'connecting' | 'waiting' | 'joined' | 'reconnecting';

export interface CallSnapshot {
  phase: CallPhase;
  mode: 'mesh' | 'sfu';
  selfPeerId: string | null;
  /** Everyone else in the room. */
  participants: Participant[];
  /** Remote media by peerId (mesh) or userId (LiveKit identity): read it with remoteStreamOf. */
  remoteStreams: Readonly<Record<string, MediaStream>>;
  chat: ChatMessage[];
  /** Who knocks (the host sees it). */
  lobby: LobbyEntry[];
}

/** Why the call ended for this member without them leaving. `removed` members cannot join again. */
export interface CallEnd {
  message: string;
  removed: boolean;
}

export interface CallSessionOptions {
  roomId: string;
  pass: JoinAnswer;
  localStream: MediaStream;
  media: { audio: boolean; video: boolean };
  /** POST join again: the pass a reconnect presents. */
  renewPass: () => Promise<JoinAnswer>;
  onChange: (snapshot: CallSnapshot) => void;
  onJoined: () => void;
  onEnded: (end: CallEnd) => void;
  onProblem: (message: string) => void;
  onKnock: () => void;
  openChannel?: typeof openCallChannel;
}

const NO_ANSWER = () => undefined;
const REMOVED_CODE = 'CALL_REMOVED';
const TOO_MANY_REQUESTS = 429;

export function remoteStreamOf(snapshot: CallSnapshot, participant: Participant): MediaStream | undefined {
  return snapshot.remoteStreams[snapshot.mode === 'sfu' ? participant.userId : participant.peerId];
}

/**
 * One member's part in a call room: the realtime channel (lobby, participants, chat, media state), and the media
 * connections, a mesh of RTCPeerConnections or a LiveKit room. No React here; the page renders its snapshots.
 */
export class CallSession {
  private snapshot: CallSnapshot;
  private socket: CallSocket | null = null;
  private mesh: MeshCall | null = null;
  private sfu: Promise<SfuCall | null> | null = null;
  private localStream: MediaStream;
  private media: { audio: boolean; video: boolean };
  private joinedOnce = false;
  private closed = false;

  constructor(private readonly options: CallSessionOptions) {
    this.localStream = options.localStream;
    this.media = options.media;
    this.snapshot = {
      phase: 'connecting',
      mode: options.pass.mode,
      selfPeerId: null,
      participants: [],
      remoteStreams: {},
      chat: [],
      lobby: [],
    };
  }

  get state(): CallSnapshot {
    return this.snapshot;
  }

  start(): void {
    const open = this.options.openChannel ?? openCallChannel;
    const socket = open({
      socketPath: this.options.pass.socketPath,
      token: this.options.pass.token,
      freshToken: () => this.freshToken(),
      onPassRefused: (error) => {
        if (isRefusal(error)) this.end({ message: error.serverMessage(), removed: isRemoval(error) });
      },
    });
    this.socket = socket;
    socket.on('connect', () => this.joinRoom());
    socket.on('connect_error', (error) => {
      if (!socket.active) this.end({ message: error.message, removed: false });
    });
    socket.on('disconnect', (reason) => {
      if (this.closed || reason === 'io client disconnect') return;
      if (reason === 'io server disconnect') {
        this.end({ message: 'The call connection was closed.', removed: false });
        return;
      }
      this.closeMedia();
      const phase = this.snapshot.phase === 'joined' ? 'reconnecting' : 'connecting';
      this.update({ phase, participants: [], remoteStreams: {}, lobby: [] });
    });
    socket.on('user-connected', (participant) => {
      this.update({
        participants: [...this.withoutPeer(participant.peerId), participant],
      });
      if (this.snapshot.phase === 'joined') void this.mesh?.connectTo(participant.peerId);
    });
    socket.on('user-disconnected', ({ peerId }) => {
      this.mesh?.drop(peerId);
      const { [peerId]: _gone, ...remoteStreams } = this.snapshot.remoteStreams;
      this.update({ participants: this.withoutPeer(peerId), remoteStreams });
    });
    socket.on('participant-updated', (participant) => {
      this.update({
        participants: this.snapshot.participants.map((each) =>
          each.peerId === participant.peerId ? participant : each,
        ),
      });
    });
    socket.on('signal', ({ from, signal }) => void this.mesh?.handleSignal(from, signal));
    socket.on('chat-message', (message) => this.update({ chat: [...this.snapshot.chat, message] }));
    socket.on('lobby-updated', ({ waiting }) => {
      if (waiting.length > this.snapshot.lobby.length) this.options.onKnock();
      this.update({ lobby: waiting });
    });
    socket.on('admitted', ({ participants, livekit }) => this.enter(participants, livekit));
    socket.on('refused', ({ message }) => this.end({ message, removed: false }));
    socket.on('removed', ({ message }) => this.end({ message, removed: true }));
    socket.on('call-error', ({ message }) => this.options.onProblem(message));
  }

  /** Sends a chat message; answers the server's refusal, or null when it went. Blank text is not sent. */
  sendChat(text: string): Promise<string | null> {
    const trimmed = text.trim();
    if (!trimmed || !this.socket) return Promise.resolve(trimmed ? 'You are not connected to the call.' : null);
    const socket = this.socket;
    return new Promise((settle) =>
      socket.emit('chat-message', { roomId: this.options.roomId, text: trimmed }, (answer) =>
        settle(answer.ok ? null : answer.message),
      ),
    );
  }

  setMedia(media: { audio: boolean; video: boolean }): void {
    this.media = media;
    this.socket?.emit('media-state', { roomId: this.options.roomId, ...media }, NO_ANSWER);
  }

  admit(peerId: string): void {
    this.socket?.emit('admit', { roomId: this.options.roomId, peerId }, this.reportRefusal);
  }

  refuse(peerId: string): void {
    this.socket?.emit('refuse', { roomId: this.options.roomId, peerId }, this.reportRefusal);
  }

  remove(peerId: string): void {
    this.socket?.emit('remove-participant', { roomId: this.options.roomId, peerId }, this.reportRefusal);
  }

  /** A device change: the new track goes out on every connection in place of the old one. */
  async replaceTrack(track: MediaStreamTrack, localStream: MediaStream): Promise<void> {
    this.localStream = localStream;
    await this.mesh?.replaceTrack(track, localStream);
    const sfu = await this.sfu;
    await sfu?.replaceTrack(track);
  }

  /** Leaves the room: tells the others, closes every connection and the channel. */
  leave(): void {
    if (this.closed) return;
    this.socket?.emit('leave-room', { roomId: this.options.roomId }, NO_ANSWER);
    this.close();
  }

  close(): void {
    this.closed = true;
    this.closeMedia();
    this.socket?.removeAllListeners();
    this.socket?.disconnect();
    this.socket = null;
  }

  private joinRoom(): void {
    this.socket?.emit('join-room', { roomId: this.options.roomId }, (answer) => {
      if (this.closed) return;
      if (!answer.ok) {
        this.end({ message: answer.message, removed: false });
        return;
      }
      this.update({ mode: answer.mode, selfPeerId: answer.selfPeerId, participants: answer.participants });
      if (answer.state === 'waiting') this.update({ phase: 'waiting' });
      else this.enter(answer.participants, answer.livekit);
    });
  }

  private enter(participants: Participant[], livekit: LiveKitPass | undefined): void {
    this.update({ phase: 'joined', participants });
    this.setMedia(this.media);
    if (this.snapshot.mode === 'mesh') {
      this.mesh ??= new MeshCall({
        iceServers: this.options.pass.iceServers,
        localStream: this.localStream,
        sendSignal: (to, signal) => this.socket?.emit('signal', { roomId: this.options.roomId, to, signal }, NO_ANSWER),
        onRemoteStream: (peerId, stream) => this.setRemoteStream(peerId, stream),
        onPeerGone: (peerId) => this.setRemoteStream(peerId, null),
      });
    } else if (livekit && !this.sfu) {
      this.sfu = this.joinSfu(livekit);
    }
    if (!this.joinedOnce) {
      this.joinedOnce = true;
      this.options.onJoined();
    }
  }

  private async joinSfu(livekit: LiveKitPass): Promise<SfuCall | null> {
    try {
      const sfu = await joinSfuCall({
        ...livekit,
        localStream: this.localStream,
        onRemoteStream: (identity, stream) => this.setRemoteStream(identity, stream),
        onRemoteGone: (identity) => this.setRemoteStream(identity, null),
      });
      if (this.closed) await sfu.close();
      return sfu;
    } catch {
      this.options.onProblem('Could not connect to the video server. Please leave and join again.');
      return null;
    }
  }

  private async freshToken(): Promise<string> {
    for (;;) {
      try {
        return (await this.options.renewPass()).token;
      } catch (error) {
        if (isRefusal(error) || this.closed) throw error;
        await new Promise((wait) => setTimeout(wait, RECONNECT_SETTINGS.reconnectionDelay));
      }
    }
  }

  private end(end: CallEnd): void {
    if (this.closed) return;
    this.close();
    this.options.onEnded(end);
  }

  private closeMedia(): void {
    this.mesh?.close();
    this.mesh = null;
    const sfu = this.sfu;
    this.sfu = null;
    void sfu?.then((call) => call?.close());
  }

  private setRemoteStream(key: string, stream: MediaStream | null): void {
    const { [key]: _old, ...others } = this.snapshot.remoteStreams;
    this.update({ remoteStreams: stream ? { ...others, [key]: stream } : others });
  }

  private withoutPeer(peerId: string): Participant[] {
    return this.snapshot.participants.filter((each) => each.peerId !== peerId);
  }

  private readonly reportRefusal = (answer: Ack) => {
    if (!answer.ok) this.options.onProblem(answer.message);
  };

  private update(change: Partial<CallSnapshot>): void {
    if (this.closed) return;
    this.snapshot = { ...this.snapshot, ...change };
    this.options.onChange(this.snapshot);
  }
}

/** The server said no for good (signed out, removed, ended...); a network failure, a 429 or a 5xx may pass. */
function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status < 500 && error.status !== TOO_MANY_REQUESTS;
}

function isRemoval(error: ApiError): boolean {
  const body = parseJson(error.body);
  return isRecord(body) && body.code === REMOVED_CODE;
}
