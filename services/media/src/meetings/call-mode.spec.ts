import { callModeFor, MESH_MAX_PARTICIPANTS } from './call-mode';

describe('callModeFor', () => {
  it('runs a meeting of up to 4 as a mesh, with or without LiveKit', () => {
    expect(callModeFor(2, undefined)).toBe('mesh');
    expect(callModeFor(MESH_MAX_PARTICIPANTS, undefined)).toBe('mesh');
    expect(callModeFor(MESH_MAX_PARTICIPANTS, 'wss://livekit.example')).toBe('mesh');
  });

  it('runs a larger meeting on the SFU when LiveKit is configured', () => {
    expect(callModeFor(MESH_MAX_PARTICIPANTS + 1, 'wss://livekit.example')).toBe('sfu');
    expect(callModeFor(50, 'ws://127.0.0.1:7880')).toBe('sfu');
  });

  it('says a larger meeting is unavailable without LiveKit', () => {
    expect(callModeFor(MESH_MAX_PARTICIPANTS + 1, undefined)).toBe('unavailable');
    expect(callModeFor(50, '')).toBe('unavailable');
  });
});
