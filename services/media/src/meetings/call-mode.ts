import type { MediaEnv } from '../env';

/** How a meeting's call runs: browser to browser, through the SFU, or a mesh that cannot hold everyone. */
export type CallMode = 'mesh' | 'sfu' | 'unavailable';

/** What this media can offer a call: the SFU when configured, and how many people a mesh holds. */
export interface CallCapacity {
  livekitUrl: string | undefined;
  /** Each browser sends its video to every other, so a mesh stays small (MESH_MAX_PARTICIPANTS, 4 by default). */
  meshMax: number;
}

export const callCapacityOf = (env: MediaEnv): CallCapacity => ({
  livekitUrl: env.LIVEKIT_URL,
  meshMax: env.MESH_MAX_PARTICIPANTS,
});

/**
 * A meeting that fits a mesh talks browser to browser; a larger one runs on LiveKit when `LIVEKIT_URL` is configured,
 * otherwise it is `unavailable` (the call still runs as a mesh of at most `meshMax`, and the page says so).
 */
export function callModeFor(maxParticipants: number, capacity: CallCapacity): CallMode {
  if (maxParticipants <= capacity.meshMax) return 'mesh';
  return capacity.livekitUrl ? 'sfu' : 'unavailable';
}

/**
 * Up to this many people an SFU call sends one video layer: every member then receives at most 11 × 450 kbps
 * (about 5 Mbit/s, what home broadband or 4G carries), and members' devices encode once instead of twice.
 */
export const SINGLE_LAYER_MAX_PARTICIPANTS = 12;

/** Larger SFU calls publish simulcast (a small and a full layer), so LiveKit can send a congested member the small one. */
export const simulcastFor = (maxParticipants: number): boolean => maxParticipants > SINGLE_LAYER_MAX_PARTICIPANTS;
