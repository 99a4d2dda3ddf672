import { callModeFor, simulcastFor } from './call-mode';

const embedded = { livekitUrl: undefined, meshMax: 4 };
const withLiveKit = { livekitUrl: 'wss://livekit.example', meshMax: 4 };

describe('callModeFor', () => {
  it('runs a meeting of up to 4 as a mesh, with or without LiveKit', () => {
    expect(callModeFor(2, embedded)).toBe('mesh');
    expect(callModeFor(4, embedded)).toBe('mesh');
    expect(callModeFor(4, withLiveKit)).toBe('mesh');
  });

  it('runs a larger meeting on the SFU when LiveKit is configured', () => {
    expect(callModeFor(5, withLiveKit)).toBe('sfu');
    expect(callModeFor(50, withLiveKit)).toBe('sfu');
  });

  it('says a larger meeting is unavailable without LiveKit', () => {
    expect(callModeFor(5, embedded)).toBe('unavailable');
    expect(callModeFor(50, { livekitUrl: '', meshMax: 4 })).toBe('unavailable');
  });

  it('lets a configured mesh hold more', () => {
    expect(callModeFor(6, { ...embedded, meshMax: 6 })).toBe('mesh');
    expect(callModeFor(7, { ...withLiveKit, meshMax: 6 })).toBe('sfu');
  });
});

describe('simulcastFor', () => {
  it('sends one layer up to 12 people and two above', () => {
    expect(simulcastFor(5)).toBe(false);
    expect(simulcastFor(12)).toBe(false);
    expect(simulcastFor(13)).toBe(true);
    expect(simulcastFor(50)).toBe(true);
  });
});
