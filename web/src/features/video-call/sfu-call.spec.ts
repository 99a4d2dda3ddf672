import { joinSfuCall } from './sfu-call';
import { FakeMediaStream, FakeTrack } from './test/fake-media';

type Handler = (...args: unknown[]) => void;

const rooms: FakeRoom[] = [];

class FakeRoom {
  readonly handlers = new Map<string, Handler>();
  connectedTo: [string, string] | null = null;
  disconnectedWith: boolean | null = null;
  readonly published: { track: FakeTrack; source: string; simulcast: boolean }[] = [];
  readonly replaced: { source: string; track: FakeTrack; userProvided: boolean }[] = [];
  readonly localParticipant = {
    publishTrack: (track: FakeTrack, options: { source: string; simulcast: boolean }) => {
      this.published.push({ track, source: options.source, simulcast: options.simulcast });
      return Promise.resolve();
    },
    getTrackPublication: (source: string) => ({
      track: {
        replaceTrack: (track: FakeTrack, userProvided: boolean) => {
          this.replaced.push({ source, track, userProvided });
          return Promise.resolve();
        },
      },
    }),
  };
  constructor(readonly options: { dynacast?: boolean }) {
    rooms.push(this);
  }
  on(event: string, handler: Handler) {
    this.handlers.set(event, handler);
    return this;
  }
  connect(url: string, token: string) {
    this.connectedTo = [url, token];
    return Promise.resolve();
  }
  disconnect(stopTracks: boolean) {
    this.disconnectedWith = stopTracks;
    return Promise.resolve();
  }
}

jest.mock('livekit-client', () => ({
  Room: jest.fn((options: { dynacast?: boolean }) => new FakeRoom(options)),
  RoomEvent: {
    TrackSubscribed: 'trackSubscribed',
    TrackUnsubscribed: 'trackUnsubscribed',
    ParticipantDisconnected: 'participantDisconnected',
  },
  Track: { Source: { Camera: 'camera', Microphone: 'microphone' } },
}));

async function anSfuCall(simulcast = false) {
  rooms.length = 0;
  Object.assign(globalThis, { MediaStream: FakeMediaStream });
  const audio = new FakeTrack('audio');
  const video = new FakeTrack('video');
  const streams: [string, FakeMediaStream][] = [];
  const gone: string[] = [];
  const call = await joinSfuCall({
    url: 'ws://livekit.test:7880',
    token: 'livekit-token',
    simulcast,
    localStream: new FakeMediaStream([audio, video]) as unknown as MediaStream,
    onRemoteStream: (identity, stream) => streams.push([identity, stream as unknown as FakeMediaStream]),
    onRemoteGone: (identity) => gone.push(identity),
  });
  return { call, room: rooms[0], audio, video, streams, gone };
}

const remote = (identity: string, track: FakeTrack) => [{ mediaStreamTrack: track }, {}, { identity }];

describe('joinSfuCall', () => {
  it('connects with the pass and publishes the own microphone and camera tracks', async () => {
    const { room, audio, video } = await anSfuCall();
    expect(room.connectedTo).toEqual(['ws://livekit.test:7880', 'livekit-token']);
    expect(room.published).toEqual([
      { track: audio, source: 'microphone', simulcast: false },
      { track: video, source: 'camera', simulcast: false },
    ]);
  });

  it('publishes two layers when the pass asks for simulcast, and encodes only the layers someone watches', async () => {
    const { room, video } = await anSfuCall(true);
    expect(room.published).toContainEqual({ track: video, source: 'camera', simulcast: true });
    expect(room.options).toEqual({ dynacast: true });
  });

  it("gathers each member's subscribed tracks into one stream under their identity", async () => {
    const { room, streams, gone } = await anSfuCall();
    const theirAudio = new FakeTrack('audio');
    const theirVideo = new FakeTrack('video');

    room.handlers.get('trackSubscribed')!(...remote('user-bea', theirAudio));
    room.handlers.get('trackSubscribed')!(...remote('user-bea', theirVideo));
    room.handlers.get('trackUnsubscribed')!(...remote('user-bea', theirAudio));
    room.handlers.get('participantDisconnected')!({ identity: 'user-bea' });

    expect(streams.map(([identity, stream]) => [identity, stream.getTracks()])).toEqual([
      ['user-bea', [theirAudio]],
      ['user-bea', [theirAudio, theirVideo]],
      ['user-bea', [theirVideo]],
    ]);
    expect(gone).toEqual(['user-bea']);
  });

  it('sends a newly picked camera in place of the published one, and leaves without stopping the own tracks', async () => {
    const { call, room } = await anSfuCall();
    const usbCamera = new FakeTrack('video', 'usb-camera');

    await call.replaceTrack(usbCamera as unknown as MediaStreamTrack);
    await call.close();

    expect(room.replaced).toEqual([{ source: 'camera', track: usbCamera, userProvided: true }]);
    expect(room.disconnectedWith).toBe(false);
  });
});
