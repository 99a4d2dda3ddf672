/** What two browsers exchange over the realtime channel to connect directly. */
export type MeshSignal =
  | { type: 'offer'; sdp: string }
  | { type: 'answer'; sdp: string }
  | { type: 'candidate'; candidate: RTCIceCandidateInit };

export interface MeshCallOptions {
  /** From the join answer: the STUN/TURN servers media is configured with. */
  iceServers: RTCIceServer[];
  localStream: MediaStream;
  sendSignal: (to: string, signal: MeshSignal) => void;
  onRemoteStream: (peerId: string, stream: MediaStream) => void;
  /** A connection failed or was dropped: the peer's stream is gone. */
  onPeerGone: (peerId: string) => void;
  createPeerConnection?: (configuration: RTCConfiguration) => RTCPeerConnection;
}

interface PeerLink {
  connection: RTCPeerConnection;
  /** Candidates that arrived before the remote description they belong to. */
  earlyCandidates: RTCIceCandidateInit[];
}

/**
 * A direct call: one RTCPeerConnection per remote peer. The participant already in the room offers to each newcomer
 * (`connectTo`); the newcomer answers (`handleSignal`).
 */
export class MeshCall {
  private readonly links = new Map<string, PeerLink>();
  private localStream: MediaStream;
  private readonly createPeerConnection: (configuration: RTCConfiguration) => RTCPeerConnection;

  constructor(private readonly options: MeshCallOptions) {
    this.localStream = options.localStream;
    this.createPeerConnection =
      options.createPeerConnection ?? ((configuration) => new RTCPeerConnection(configuration));
  }

  get peerIds(): string[] {
    return [...this.links.keys()];
  }

  async connectTo(peerId: string): Promise<void> {
    const { connection } = this.linkTo(peerId);
    try {
      const offer = await connection.createOffer();
      await connection.setLocalDescription(offer);
      this.options.sendSignal(peerId, { type: 'offer', sdp: offer.sdp ?? '' });
    } catch {
      this.fail(peerId);
    }
  }

  async handleSignal(from: string, signal: MeshSignal): Promise<void> {
    try {
      if (signal.type === 'offer') {
        const link = this.linkTo(from);
        await link.connection.setRemoteDescription({ type: 'offer', sdp: signal.sdp });
        await this.addEarlyCandidates(link);
        const answer = await link.connection.createAnswer();
        await link.connection.setLocalDescription(answer);
        this.options.sendSignal(from, { type: 'answer', sdp: answer.sdp ?? '' });
      } else if (signal.type === 'answer') {
        const link = this.links.get(from);
        if (!link) return;
        await link.connection.setRemoteDescription({ type: 'answer', sdp: signal.sdp });
        await this.addEarlyCandidates(link);
      } else {
        const link = this.links.get(from) ?? this.linkTo(from);
        if (link.connection.remoteDescription) await link.connection.addIceCandidate(signal.candidate);
        else link.earlyCandidates.push(signal.candidate);
      }
    } catch {
      this.fail(from);
    }
  }

  /** Sends `track` instead of the local track of its kind on every connection (a device change). */
  async replaceTrack(track: MediaStreamTrack, localStream: MediaStream): Promise<void> {
    this.localStream = localStream;
    await Promise.all(
      [...this.links.values()].map(async ({ connection }) => {
        const sender = connection.getSenders().find((each) => each.track?.kind === track.kind);
        await sender?.replaceTrack(track);
      }),
    );
  }

  drop(peerId: string): void {
    const link = this.links.get(peerId);
    if (!link) return;
    this.links.delete(peerId);
    link.connection.ontrack = null;
    link.connection.onicecandidate = null;
    link.connection.onconnectionstatechange = null;
    link.connection.close();
  }

  close(): void {
    for (const peerId of this.peerIds) this.drop(peerId);
  }

  private linkTo(peerId: string): PeerLink {
    const existing = this.links.get(peerId);
    if (existing) return existing;
    const connection = this.createPeerConnection({ iceServers: this.options.iceServers });
    const link: PeerLink = { connection, earlyCandidates: [] };
    this.links.set(peerId, link);
    for (const track of this.localStream.getTracks()) connection.addTrack(track, this.localStream);
    connection.onicecandidate = ({ candidate }) => {
      if (candidate) this.options.sendSignal(peerId, { type: 'candidate', candidate: candidate.toJSON() });
    };
    connection.ontrack = ({ streams, track }) => {
      this.options.onRemoteStream(peerId, streams[0] ?? new MediaStream([track]));
    };
    connection.onconnectionstatechange = () => {
      if (connection.connectionState === 'failed') this.fail(peerId);
    };
    return link;
  }

  private async addEarlyCandidates(link: PeerLink): Promise<void> {
    const early = link.earlyCandidates.splice(0);
    for (const candidate of early) await link.connection.addIceCandidate(candidate);
  }

  private fail(peerId: string): void {
    this.drop(peerId);
    this.options.onPeerGone(peerId);
  }
}
