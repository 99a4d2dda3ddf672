/** How a meeting's call carries media (contract of issue 13, decision 004). */
export type CallMode = 'mesh' | 'sfu' | 'unavailable';

/** The most people a mesh call (browser to browser) holds. */
export const MESH_MAX_PARTICIPANTS = 4;

/** mesh for up to four; above that the SFU (LiveKit) when configured, else unavailable (run as a mesh of four). */
export function callMode(maxParticipants: number, livekitUrl: string | undefined): CallMode {
  if (maxParticipants <= MESH_MAX_PARTICIPANTS) return 'mesh';
  return livekitUrl ? 'sfu' : 'unavailable';
}
