import type { LiveKitPass } from './call-channel';

export interface SfuCallOptions extends LiveKitPass {
  localStream: MediaStream;
  /** identity is the member's userId: the page matches it to the realtime channel's participants. */
  onRemoteStream: (identity: string, stream: MediaStream) => void;
  onRemoteGone: (identity: string) => void;
}

export interface SfuCall {
  replaceTrack: (track: MediaStreamTrack) => Promise<void>;
  close: () => Promise<void>;
}

/** The LiveKit client, fetched once: the call page starts fetching it before Join Call for a meeting on the SFU. */
export const loadLiveKit = (() => {
  let loading: Promise<typeof import('livekit-client')> | undefined;
  return () => (loading ??= import('livekit-client'));
})();

/**
 * A call through LiveKit: publishes the page's own camera and microphone tracks and hands each remote member's
 * subscribed tracks over as one stream. livekit-client loads only when a call needs it.
 */
export async function joinSfuCall({
  url,
  token,
  simulcast,
  localStream,
  onRemoteStream,
  onRemoteGone,
}: SfuCallOptions): Promise<SfuCall> {
  const { Room, RoomEvent, Track } = await loadLiveKit();
  // dynacast: a layer nobody watches is not encoded.
  const room = new Room({ dynacast: true });
  const remoteTracks = new Map<string, MediaStreamTrack[]>();

  const publishStream = (identity: string) =>
    onRemoteStream(identity, new MediaStream(remoteTracks.get(identity) ?? []));

  room.on(RoomEvent.TrackSubscribed, (track, _publication, participant) => {
    const tracks = (remoteTracks.get(participant.identity) ?? []).filter(
      (each) => each.kind !== track.mediaStreamTrack.kind,
    );
    remoteTracks.set(participant.identity, [...tracks, track.mediaStreamTrack]);
    publishStream(participant.identity);
  });
  room.on(RoomEvent.TrackUnsubscribed, (track, _publication, participant) => {
    const tracks = (remoteTracks.get(participant.identity) ?? []).filter((each) => each !== track.mediaStreamTrack);
    remoteTracks.set(participant.identity, tracks);
    publishStream(participant.identity);
  });
  room.on(RoomEvent.ParticipantDisconnected, (participant) => {
    remoteTracks.delete(participant.identity);
    onRemoteGone(participant.identity);
  });

  await room.connect(url, token);
  await Promise.all(
    localStream.getTracks().map((track) =>
      room.localParticipant.publishTrack(track, {
        source: track.kind === 'video' ? Track.Source.Camera : Track.Source.Microphone,
        simulcast,
      }),
    ),
  );

  return {
    async replaceTrack(track) {
      const source = track.kind === 'video' ? Track.Source.Camera : Track.Source.Microphone;
      await room.localParticipant.getTrackPublication(source)?.track?.replaceTrack(track, true);
    },
    close: () => room.disconnect(false),
  };
}
