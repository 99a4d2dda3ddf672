import { useCallback, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { ApiError, isRecord, parseJson } from '../../api/api-error';
import { PageTitle } from '../../components/page-title';
import { buttonClass } from '../../components/ui/button-styles';
import { Spinner } from '../../components/ui/spinner';
import { useToast } from '../../components/toast';
import { useLoaded } from '../../lib/use-loaded';
import { useAuth } from '../auth/auth-context';
import { LOGIN_URL } from '../auth/auth-timing';
import { CallRoom, type CallControls } from './call-room';
import { CallSession, type CallEnd, type CallSnapshot } from './call-session';
import { playKnockSound } from './knock-sound';
import { ConnectingScreen, LobbyScreen } from './lobby-screen';
import { PreJoinScreen } from './pre-join-screen';
import { loadLiveKit } from './sfu-call';
import { useLocalMedia, type DeviceKind } from './use-local-media';
import { getVideoCall, joinVideoCall, type CallMeeting } from './video-call-api';

const REMOVED_CODE = 'CALL_REMOVED';

/** /video-call/:roomId: the pre-join screen, the lobby, and the call itself. */
export default function VideoCallPage() {
  const { state } = useAuth();
  if (state.status === 'loading') return <Spinner label="Loading" />;
  if (state.status === 'anonymous') return <SignInToJoin />;
  return <SignedInCall />;
}

function SignInToJoin() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <PageTitle title="Video call" />
      <h1 className="text-3xl font-extrabold">Please sign in to join the video call</h1>
      <a href={LOGIN_URL} className={buttonClass({ size: 'lg', className: 'mt-8' })}>
        Sign In
      </a>
    </div>
  );
}

function SignedInCall() {
  const { roomId = '' } = useParams();
  const load = useCallback((signal: AbortSignal) => getVideoCall(roomId, signal), [roomId]);
  const { loaded } = useLoaded(load);

  if (loaded.status === 'loading') return <Spinner label="Loading the meeting" />;
  if (loaded.status === 'failed') {
    return (
      <div className="mx-auto max-w-2xl px-4 py-16">
        <PageTitle title="Meeting not found" />
        <h1 className="text-4xl font-extrabold">Meeting not found</h1>
        <p role="alert" className="mt-2 text-ink-muted">
          This meeting does not exist, or you cannot see it.
        </p>
      </div>
    );
  }
  return <CallStage roomId={roomId} meeting={loaded.value} />;
}

function refusalOf(error: unknown): CallEnd {
  if (!(error instanceof ApiError))
    return { message: 'The call could not be joined. Please try again.', removed: false };
  const body = parseJson(error.body);
  return { message: error.serverMessage(), removed: isRecord(body) && body.code === REMOVED_CODE };
}

function mediaStateOf(stream: MediaStream): { audio: boolean; video: boolean } {
  return {
    audio: stream.getAudioTracks().some((track) => track.enabled),
    video: stream.getVideoTracks().some((track) => track.enabled),
  };
}

function CallStage({ roomId, meeting }: { roomId: string; meeting: CallMeeting }) {
  const { toast } = useToast();
  const media = useLocalMedia(meeting.status === 'scheduled' || meeting.status === 'active');
  useEffect(() => {
    if (meeting.callMode === 'sfu') void loadLiveKit().catch(() => undefined);
  }, [meeting.callMode]);
  const session = useRef<CallSession | null>(null);
  const [snapshot, setSnapshot] = useState<CallSnapshot | null>(null);
  const [joining, setJoining] = useState(false);
  const [ended, setEnded] = useState<CallEnd | null>(null);

  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      session.current?.leave();
      session.current = null;
    };
  }, []);

  const finish = () => {
    session.current = null;
    setSnapshot(null);
    media.stop();
  };

  const join = async () => {
    setEnded(null);
    setJoining(true);
    let localStream: MediaStream;
    try {
      localStream = await media.acquire();
    } catch {
      if (!mounted.current) return;
      setJoining(false);
      toast({
        variant: 'destructive',
        title: 'Camera/Microphone Access',
        description: 'Please allow camera and microphone access to join the video call.',
      });
      return;
    }
    try {
      const pass = await joinVideoCall(roomId);
      if (!mounted.current) return;
      const call = new CallSession({
        roomId,
        pass,
        localStream,
        media: mediaStateOf(localStream),
        renewPass: () => joinVideoCall(roomId),
        onChange: setSnapshot,
        onJoined: () => toast({ title: 'Joined Call', description: 'You have successfully joined the video call.' }),
        onEnded: (end) => {
          finish();
          setEnded(end);
        },
        onProblem: (message) => toast({ variant: 'destructive', title: 'Video call', description: message }),
        onKnock: playKnockSound,
      });
      session.current = call;
      setSnapshot(call.state);
      call.start();
    } catch (error) {
      setEnded(refusalOf(error));
    } finally {
      setJoining(false);
    }
  };

  const leave = () => {
    session.current?.leave();
    finish();
    toast({ title: 'Left Call', description: 'You have left the video call.' });
  };

  const controls: CallControls = {
    onToggleAudio: () => session.current?.setMedia({ audio: media.toggleAudio(), video: media.video }),
    onToggleVideo: () => session.current?.setMedia({ audio: media.audio, video: media.toggleVideo() }),
    onLeave: leave,
    onPickDevice: (kind: DeviceKind, deviceId: string) =>
      media.switchDevice(kind, deviceId, async (track, stream) => {
        await session.current?.replaceTrack(track, stream);
      }),
    onSendChat: (text) => session.current?.sendChat(text) ?? Promise.resolve('You are not connected to the call.'),
    onAdmit: (peerId) => session.current?.admit(peerId),
    onRefuse: (peerId) => session.current?.refuse(peerId),
    onRemove: (peerId) => session.current?.remove(peerId),
  };

  return (
    <>
      <PageTitle title={`${meeting.title} – video call`} />
      {snapshot === null ? (
        <PreJoinScreen
          meeting={meeting}
          preview={media.stream}
          joining={joining}
          refusal={ended?.message ?? null}
          removed={ended?.removed ?? false}
          onJoin={() => void join()}
        />
      ) : snapshot.phase === 'connecting' ? (
        <ConnectingScreen onLeave={leave} />
      ) : snapshot.phase === 'waiting' ? (
        <LobbyScreen meeting={meeting} onLeave={leave} />
      ) : (
        <CallRoom
          meeting={meeting}
          snapshot={snapshot}
          localStream={media.stream}
          audio={media.audio}
          video={media.video}
          controls={controls}
        />
      )}
    </>
  );
}
