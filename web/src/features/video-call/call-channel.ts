import { io, type Socket } from 'socket.io-client';
import type { MeshSignal } from './mesh-call';

/** Someone in the call room, as the realtime channel describes them; peerId is their socket's id. */
export interface Participant {
  peerId: string;
  userId: string;
  name: string;
  isHost: boolean;
  audio: boolean;
  video: boolean;
}

export interface LiveKitPass {
  url: string;
  token: string;
  /** Publish the camera in two layers (large calls) or one. */
  simulcast: boolean;
}

export interface ChatMessage {
  id: string;
  text: string;
  sender: string;
  senderPeerId: string;
  timestamp: string;
}

export interface LobbyEntry {
  peerId: string;
  userId: string;
  name: string;
  since: string;
}

export type Ack<T = object> = ({ ok: true } & T) | { ok: false; message: string };

export interface JoinRoomAck {
  state: 'joined' | 'waiting';
  selfPeerId: string;
  participants: Participant[];
  mode: 'mesh' | 'sfu';
  livekit?: LiveKitPass;
}

export interface ServerToClientEvents {
  'user-connected': (participant: Participant) => void;
  'user-disconnected': (event: { peerId: string }) => void;
  signal: (event: { from: string; signal: MeshSignal }) => void;
  'chat-message': (message: ChatMessage) => void;
  'participant-updated': (participant: Participant) => void;
  'lobby-updated': (event: { waiting: LobbyEntry[] }) => void;
  admitted: (event: { participants: Participant[]; livekit?: LiveKitPass }) => void;
  refused: (event: { message: string }) => void;
  removed: (event: { message: string }) => void;
  'call-error': (event: { message: string }) => void;
}

type RoomRequest<T = object> = { roomId: string } & T;

export interface ClientToServerEvents {
  'join-room': (request: RoomRequest, ack: (answer: Ack<JoinRoomAck>) => void) => void;
  'leave-room': (request: RoomRequest, ack: (answer: Ack) => void) => void;
  signal: (request: RoomRequest<{ to: string; signal: MeshSignal }>, ack: (answer: Ack) => void) => void;
  'chat-message': (request: RoomRequest<{ text: string }>, ack: (answer: Ack) => void) => void;
  'media-state': (request: RoomRequest<{ audio: boolean; video: boolean }>, ack: (answer: Ack) => void) => void;
  admit: (request: RoomRequest<{ peerId: string }>, ack: (answer: Ack) => void) => void;
  refuse: (request: RoomRequest<{ peerId: string }>, ack: (answer: Ack) => void) => void;
  'remove-participant': (request: RoomRequest<{ peerId: string }>, ack: (answer: Ack) => void) => void;
}

export type CallSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** The spec's realtime reconnect settings: 1 s doubling to 5 s, ±50 %, never giving up; 20 s to connect. */
export const RECONNECT_SETTINGS = {
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  reconnectionAttempts: Infinity,
  timeout: 20000,
} as const;

/**
 * Opens the call's realtime channel on this page's origin. The first connection presents `token`; every later one
 * (a reconnect) first asks `freshToken` for a new pass, since a pass lasts two minutes. When that fails the attempt
 * goes ahead with the stale pass, which the server refuses, and `onPassRefused` hears why.
 */
export function openCallChannel({
  socketPath,
  token,
  freshToken,
  onPassRefused,
}: {
  socketPath: string;
  token: string;
  freshToken: () => Promise<string>;
  onPassRefused: (error: unknown) => void;
}): CallSocket {
  let firstPass: string | null = token;
  let lastPass = token;
  return io(window.location.origin, {
    path: socketPath,
    transports: ['websocket'],
    // Each call session owns its connection (and its pass), never a manager cached from an earlier one.
    forceNew: true,
    ...RECONNECT_SETTINGS,
    auth: (grant) => {
      if (firstPass) {
        grant({ token: firstPass });
        firstPass = null;
        return;
      }
      freshToken().then(
        (pass) => {
          lastPass = pass;
          grant({ token: pass });
        },
        (error: unknown) => {
          onPassRefused(error);
          grant({ token: lastPass });
        },
      );
    },
  });
}
