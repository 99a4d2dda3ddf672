import { z } from 'zod';

/** What clients send on the call channel (contract of issue 13, "Realtime channel"). */
const roomId = z.string().min(1).max(64);
const peerId = z.string().min(1).max(64);

export const roomMessage = z.object({ roomId });
export const peerMessage = z.object({ roomId, peerId });

const sessionDescription = z.object({ type: z.enum(['offer', 'answer']), sdp: z.string().max(100_000) });
const iceCandidate = z.object({
  type: z.literal('candidate'),
  candidate: z
    .object({
      candidate: z.string().max(2_000),
      sdpMid: z.string().max(64).nullable().optional(),
      sdpMLineIndex: z.number().int().min(0).max(1_000).nullable().optional(),
      usernameFragment: z.string().max(256).nullable().optional(),
    })
    .nullable(),
});

export const signalMessage = z.object({
  roomId,
  to: peerId,
  signal: z.discriminatedUnion('type', [sessionDescription, iceCandidate]),
});

export const chatMessage = z.object({ roomId, text: z.string() });

export const mediaStateMessage = z.object({ roomId, audio: z.boolean(), video: z.boolean() });

export const CHAT_MESSAGE_MAX_LENGTH = 1000;
