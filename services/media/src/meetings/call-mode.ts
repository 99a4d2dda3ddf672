/** How a meeting's call runs: browser to browser, through the SFU, or a mesh that cannot hold everyone. */
export type CallMode = 'mesh' | 'sfu' | 'unavailable';

/** The most people a mesh call holds: each browser sends its video to every other. */
export const MESH_MAX_PARTICIPANTS = 4;

/**
 * Up to 4 participants talk browser to browser; a larger meeting runs on LiveKit when `LIVEKIT_URL` is configured,
 * otherwise it is `unavailable` (the call still runs as a mesh of at most 4, and the page says so).
 */
export function callModeFor(maxParticipants: number, livekitUrl: string | undefined): CallMode {
  if (maxParticipants <= MESH_MAX_PARTICIPANTS) return 'mesh';
  return livekitUrl ? 'sfu' : 'unavailable';
}
