import { MeshCall, type MeshSignal } from './mesh-call';
import { FakeMediaStream, FakePeerConnection, FakeTrack } from './test/fake-media';

const ICE_SERVERS = [{ urls: 'turn:turn.village.test:3478', username: 'u', credential: 'c' }];

function aMeshCall() {
  const sent: { to: string; signal: MeshSignal }[] = [];
  const remote: string[] = [];
  const gone: string[] = [];
  const audio = new FakeTrack('audio');
  const video = new FakeTrack('video');
  const localStream = new FakeMediaStream([audio, video]);
  Object.assign(globalThis, { MediaStream: FakeMediaStream });
  FakePeerConnection.created = [];
  const mesh = new MeshCall({
    iceServers: ICE_SERVERS,
    localStream: localStream as unknown as MediaStream,
    sendSignal: (to, signal) => sent.push({ to, signal }),
    onRemoteStream: (peerId) => remote.push(peerId),
    onPeerGone: (peerId) => gone.push(peerId),
    createPeerConnection: (configuration) =>
      new FakePeerConnection(configuration as { iceServers: unknown[] }) as unknown as RTCPeerConnection,
  });
  return { mesh, sent, remote, gone, audio, video };
}

describe('MeshCall', () => {
  it('offers to a newcomer over a connection that uses the configured ICE servers and sends both local tracks', async () => {
    const { mesh, sent, audio, video } = aMeshCall();

    await mesh.connectTo('peer-2');

    const [connection] = FakePeerConnection.created;
    expect(connection.configuration).toEqual({ iceServers: ICE_SERVERS });
    expect(connection.senders.map((sender) => sender.track)).toEqual([audio, video]);
    expect(sent).toEqual([{ to: 'peer-2', signal: { type: 'offer', sdp: 'offer-sdp' } }]);
  });

  it('answers an offer, holding candidates that arrive before it until the offer is set', async () => {
    const { mesh, sent } = aMeshCall();

    await mesh.handleSignal('peer-1', { type: 'candidate', candidate: { candidate: 'early' } });
    const [connection] = FakePeerConnection.created;
    expect(connection.candidates).toEqual([]);

    await mesh.handleSignal('peer-1', { type: 'offer', sdp: 'their-offer' });
    await mesh.handleSignal('peer-1', { type: 'candidate', candidate: { candidate: 'late' } });

    expect(connection.remoteDescription).toEqual({ type: 'offer', sdp: 'their-offer' });
    expect(connection.candidates).toEqual([{ candidate: 'early' }, { candidate: 'late' }]);
    expect(sent).toEqual([{ to: 'peer-1', signal: { type: 'answer', sdp: 'answer-sdp' } }]);
  });

  it('completes its own offer with the answer and relays its ICE candidates', async () => {
    const { mesh, sent } = aMeshCall();
    await mesh.connectTo('peer-2');
    const [connection] = FakePeerConnection.created;

    await mesh.handleSignal('peer-2', { type: 'answer', sdp: 'their-answer' });
    connection.onicecandidate?.({ candidate: { toJSON: () => ({ candidate: 'mine' }) } });
    connection.onicecandidate?.({ candidate: null });

    expect(connection.remoteDescription).toEqual({ type: 'answer', sdp: 'their-answer' });
    expect(sent.slice(1)).toEqual([{ to: 'peer-2', signal: { type: 'candidate', candidate: { candidate: 'mine' } } }]);
  });

  it('hands over the remote stream, and closes only the connection of a peer who left', async () => {
    const { mesh, remote } = aMeshCall();
    await mesh.connectTo('peer-2');
    await mesh.connectTo('peer-3');
    const [second, third] = FakePeerConnection.created;

    second.ontrack?.({ streams: [new FakeMediaStream()], track: new FakeTrack('video') });
    mesh.drop('peer-2');

    expect(remote).toEqual(['peer-2']);
    expect(second.closed).toBe(true);
    expect(third.closed).toBe(false);
    expect(mesh.peerIds).toEqual(['peer-3']);
  });

  it('puts a new camera track on every connection in place of the old one', async () => {
    const { mesh, audio } = aMeshCall();
    await mesh.connectTo('peer-2');
    await mesh.connectTo('peer-3');
    const usbCamera = new FakeTrack('video', 'usb-camera');

    await mesh.replaceTrack(
      usbCamera as unknown as MediaStreamTrack,
      new FakeMediaStream([audio, usbCamera]) as unknown as MediaStream,
    );

    for (const connection of FakePeerConnection.created) {
      expect(connection.senders.map((sender) => sender.track)).toEqual([audio, usbCamera]);
    }
  });

  it('drops a peer whose connection failed and says so', async () => {
    const { mesh, gone } = aMeshCall();
    await mesh.connectTo('peer-2');
    const [connection] = FakePeerConnection.created;

    connection.connectionState = 'failed';
    connection.onconnectionstatechange?.();

    expect(connection.closed).toBe(true);
    expect(gone).toEqual(['peer-2']);
  });

  it('closes every connection when the call closes', async () => {
    const { mesh } = aMeshCall();
    await mesh.connectTo('peer-2');
    await mesh.handleSignal('peer-3', { type: 'offer', sdp: 'offer' });

    mesh.close();

    expect(FakePeerConnection.created.every((connection) => connection.closed)).toBe(true);
    expect(mesh.peerIds).toEqual([]);
  });
});
