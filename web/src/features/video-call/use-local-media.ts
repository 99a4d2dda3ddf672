import { useCallback, useEffect, useRef, useState } from 'react';

export type DeviceKind = 'audioinput' | 'videoinput';

export interface LocalMedia {
  stream: MediaStream | null;
  audio: boolean;
  video: boolean;
  /** The camera and microphone, asked for now unless already live. Rejects when the browser refuses them. */
  acquire: () => Promise<MediaStream>;
  stop: () => void;
  toggleAudio: () => boolean;
  toggleVideo: () => boolean;
  /**
   * Switches to another camera or microphone: `sendInstead` puts the new track on the call's connections, and only
   * then does the old one stop (Chromium stops sending for good when a sender's track ends before it is replaced).
   */
  switchDevice: (
    kind: DeviceKind,
    deviceId: string,
    sendInstead: (track: MediaStreamTrack, stream: MediaStream) => Promise<void>,
  ) => Promise<void>;
}

/** Call tiles are small: 360p at 24 frames keeps every browser's encoders light, even in a mesh of four. */
const CALL_VIDEO: MediaTrackConstraints = { width: { ideal: 640 }, height: { ideal: 360 }, frameRate: { ideal: 24 } };
const CAMERA_AND_MICROPHONE: MediaStreamConstraints = { audio: true, video: CALL_VIDEO };

const isLive = (stream: MediaStream | null): stream is MediaStream =>
  stream !== null && stream.getTracks().length > 0 && stream.getTracks().every((t) => t.readyState === 'live');

const stopAll = (stream: MediaStream | null) => stream?.getTracks().forEach((track) => track.stop());

function userMedia(constraints: MediaStreamConstraints): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) return Promise.reject(new Error('No media devices'));
  return navigator.mediaDevices.getUserMedia(constraints);
}

/**
 * The member's own camera and microphone. With `preview` on, asks for them once quietly (a refusal is only
 * reported when the member presses Join Call). Every track stops when the page goes.
 */
export function useLocalMedia(preview: boolean): LocalMedia {
  const streamRef = useRef<MediaStream | null>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [audio, setAudio] = useState(true);
  const [video, setVideo] = useState(true);

  const adopt = useCallback((next: MediaStream | null) => {
    streamRef.current = next;
    setStream(next);
  }, []);

  const fresh = useCallback(
    (next: MediaStream) => {
      adopt(next);
      setAudio(true);
      setVideo(true);
      return next;
    },
    [adopt],
  );

  useEffect(() => {
    if (!preview) return;
    let active = true;
    userMedia(CAMERA_AND_MICROPHONE).then(
      (next) => {
        if (!active || isLive(streamRef.current)) stopAll(next);
        else fresh(next);
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [preview, fresh]);

  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      stopAll(streamRef.current);
    };
  }, []);

  const acquire = useCallback(async () => {
    if (isLive(streamRef.current)) return streamRef.current;
    const next = await userMedia(CAMERA_AND_MICROPHONE);
    if (!mounted.current) {
      stopAll(next);
      throw new Error('The page closed');
    }
    return fresh(next);
  }, [fresh]);

  const stop = useCallback(() => {
    stopAll(streamRef.current);
    adopt(null);
  }, [adopt]);

  const toggle = useCallback((kind: 'audio' | 'video') => {
    const tracks = kind === 'audio' ? streamRef.current?.getAudioTracks() : streamRef.current?.getVideoTracks();
    const on = !(tracks?.[0]?.enabled ?? false);
    tracks?.forEach((track) => (track.enabled = on));
    (kind === 'audio' ? setAudio : setVideo)(on);
    return on;
  }, []);

  const switchDevice = useCallback(
    async (
      kind: DeviceKind,
      deviceId: string,
      sendInstead: (track: MediaStreamTrack, stream: MediaStream) => Promise<void>,
    ) => {
      const mediaKind = kind === 'videoinput' ? 'video' : 'audio';
      const picked = await userMedia({
        [mediaKind]: { ...(mediaKind === 'video' ? CALL_VIDEO : {}), deviceId: { exact: deviceId } },
      });
      const [track] = picked.getTracks();
      const current = streamRef.current;
      const old = current?.getTracks().filter((each) => each.kind === mediaKind) ?? [];
      track.enabled = old[0]?.enabled ?? true;
      const kept = current?.getTracks().filter((each) => each.kind !== mediaKind) ?? [];
      const next = new MediaStream([...kept, track]);
      try {
        await sendInstead(track, next);
      } catch (error) {
        track.stop();
        throw error;
      }
      old.forEach((each) => each.stop());
      adopt(next);
    },
    [adopt],
  );

  return {
    stream,
    audio,
    video,
    acquire,
    stop,
    toggleAudio: useCallback(() => toggle('audio'), [toggle]),
    toggleVideo: useCallback(() => toggle('video'), [toggle]),
    switchDevice,
  };
}
