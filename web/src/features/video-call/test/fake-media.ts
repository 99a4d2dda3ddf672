/** Camera and microphone doubles: jsdom has neither MediaStream nor getUserMedia nor RTCPeerConnection. */
export class FakeTrack {
  enabled = true;
  readyState: 'live' | 'ended' = 'live';
  constructor(
    readonly kind: 'audio' | 'video',
    readonly deviceId = `default-${kind}`,
  ) {}
  stop(): void {
    this.readyState = 'ended';
  }
  getSettings(): { deviceId: string } {
    return { deviceId: this.deviceId };
  }
}

export class FakeMediaStream {
  private readonly tracks: FakeTrack[];
  constructor(tracks: FakeTrack[] = []) {
    this.tracks = [...tracks];
  }
  getTracks(): FakeTrack[] {
    return [...this.tracks];
  }
  getAudioTracks(): FakeTrack[] {
    return this.tracks.filter((track) => track.kind === 'audio');
  }
  getVideoTracks(): FakeTrack[] {
    return this.tracks.filter((track) => track.kind === 'video');
  }
}

export interface FakeDevices {
  /** Every stream getUserMedia handed out, in order. */
  streams: FakeMediaStream[];
  refuse: boolean;
}

const DEVICES = [
  { kind: 'videoinput', deviceId: 'default-video', label: 'Built-in camera', groupId: 'a' },
  { kind: 'videoinput', deviceId: 'usb-camera', label: 'USB camera', groupId: 'b' },
  { kind: 'audioinput', deviceId: 'default-audio', label: 'Built-in microphone', groupId: 'a' },
  { kind: 'audioinput', deviceId: 'headset', label: 'Headset', groupId: 'c' },
];

type DeviceConstraint = boolean | { deviceId?: { exact: string } };

/** Installs MediaStream and navigator.mediaDevices doubles; `refuse` makes getUserMedia reject as a denial does. */
export function installFakeMedia({ refuse = false } = {}): FakeDevices {
  const devices: FakeDevices = { streams: [], refuse };
  Object.assign(globalThis, { MediaStream: FakeMediaStream });
  const deviceOf = (constraint: DeviceConstraint | undefined, kind: 'audio' | 'video') =>
    typeof constraint === 'object' ? new FakeTrack(kind, constraint.deviceId?.exact) : new FakeTrack(kind);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: {
      getUserMedia: (constraints: { audio?: DeviceConstraint; video?: DeviceConstraint }) => {
        if (devices.refuse) return Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
        const tracks = [
          ...(constraints.audio ? [deviceOf(constraints.audio, 'audio')] : []),
          ...(constraints.video ? [deviceOf(constraints.video, 'video')] : []),
        ];
        const stream = new FakeMediaStream(tracks);
        devices.streams.push(stream);
        return Promise.resolve(stream);
      },
      enumerateDevices: () => Promise.resolve(DEVICES),
    },
  });
  return devices;
}

interface FakeSender {
  track: FakeTrack | null;
  replaceTrack: (track: FakeTrack) => Promise<void>;
}

/** An RTCPeerConnection that records what the call does to it; the test plays the remote side. */
export class FakePeerConnection {
  static created: FakePeerConnection[] = [];
  readonly senders: FakeSender[] = [];
  readonly candidates: unknown[] = [];
  localDescription: { type: string; sdp: string } | null = null;
  remoteDescription: { type: string; sdp: string } | null = null;
  connectionState = 'new';
  closed = false;
  onicecandidate: ((event: { candidate: { toJSON: () => unknown } | null }) => void) | null = null;
  ontrack: ((event: { streams: FakeMediaStream[]; track: FakeTrack }) => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;

  constructor(readonly configuration: { iceServers: unknown[] }) {
    FakePeerConnection.created.push(this);
  }

  addTrack(track: FakeTrack): FakeSender {
    const sender: FakeSender = {
      track,
      replaceTrack: (next) => {
        sender.track = next;
        return Promise.resolve();
      },
    };
    this.senders.push(sender);
    return sender;
  }
  getSenders(): FakeSender[] {
    return this.senders;
  }
  createOffer() {
    return Promise.resolve({ type: 'offer', sdp: 'offer-sdp' });
  }
  createAnswer() {
    return Promise.resolve({ type: 'answer', sdp: 'answer-sdp' });
  }
  setLocalDescription(description: { type: string; sdp: string }) {
    this.localDescription = description;
    return Promise.resolve();
  }
  setRemoteDescription(description: { type: string; sdp: string }) {
    this.remoteDescription = description;
    return Promise.resolve();
  }
  addIceCandidate(candidate: unknown) {
    this.candidates.push(candidate);
    return Promise.resolve();
  }
  close(): void {
    this.closed = true;
  }
}
