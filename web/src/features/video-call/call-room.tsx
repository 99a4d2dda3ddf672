import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { ChatPanel } from './chat-panel';
import { remoteStreamOf, type CallSnapshot } from './call-session';
import { LobbyQueue } from './lobby-queue';
import { CallModeNote } from './call-mode-note';
import { SettingsDialog } from './settings-dialog';
import type { DeviceKind } from './use-local-media';
import type { CallMeeting } from './video-call-api';
import { OwnTile, RemoteTile } from './video-tiles';

const CHAT_PANEL_ID = 'call-chat';

export interface CallControls {
  onToggleAudio: () => void;
  onToggleVideo: () => void;
  onLeave: () => void;
  onPickDevice: (kind: DeviceKind, deviceId: string) => Promise<void>;
  onSendChat: (text: string) => Promise<string | null>;
  onAdmit: (peerId: string) => void;
  onRefuse: (peerId: string) => void;
  onRemove: (peerId: string) => void;
}

export function participantCount(count: number): string {
  return `${count} ${count === 1 ? 'participant' : 'participants'}`;
}

/** The call once joined: header, host's lobby queue, the video grid, chat and the control bar. */
export function CallRoom({
  meeting,
  snapshot,
  localStream,
  audio,
  video,
  controls,
}: {
  meeting: CallMeeting;
  snapshot: CallSnapshot;
  localStream: MediaStream | null;
  audio: boolean;
  video: boolean;
  controls: CallControls;
}) {
  const [chatOpen, setChatOpen] = useState(false);
  const count = snapshot.participants.length + 1;

  return (
    <div className="flex min-h-[calc(100dvh-4rem)] flex-col gap-4 bg-sand-100 px-4 py-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold">{meeting.title}</h1>
          <p aria-live="polite" className="text-ink-muted">
            {participantCount(count)}
          </p>
        </div>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={chatOpen}
            aria-controls={chatOpen ? CHAT_PANEL_ID : undefined}
            onClick={() => setChatOpen((open) => !open)}
          >
            Chat
          </Button>
          <SettingsDialog stream={localStream} onPick={controls.onPickDevice} />
        </div>
      </header>
      {snapshot.phase === 'reconnecting' ? (
        <p role="status" className="rounded-xl bg-amber-50 p-3 font-semibold text-amber-800">
          Connection lost. Reconnecting…
        </p>
      ) : null}
      <CallModeNote meeting={meeting} />
      {meeting.isHost ? (
        <LobbyQueue waiting={snapshot.lobby} onAdmit={controls.onAdmit} onRefuse={controls.onRefuse} />
      ) : null}
      <div className="flex flex-1 flex-col gap-4 lg:flex-row">
        <section aria-label="Participants" className="grid flex-1 content-start gap-3 sm:grid-cols-2 xl:grid-cols-3">
          <OwnTile stream={localStream} video={video} />
          {snapshot.participants.map((participant) => (
            <RemoteTile
              key={participant.peerId}
              participant={participant}
              stream={remoteStreamOf(snapshot, participant)}
              canRemove={meeting.isHost && !participant.isHost}
              onRemove={() => controls.onRemove(participant.peerId)}
            />
          ))}
        </section>
        {chatOpen ? (
          <div className="lg:w-80">
            <ChatPanel id={CHAT_PANEL_ID} messages={snapshot.chat} onSend={controls.onSendChat} />
          </div>
        ) : null}
      </div>
      <div role="group" aria-label="Call controls" className="flex justify-center gap-3">
        <Button variant="secondary" onClick={controls.onToggleAudio}>
          {audio ? 'Mute' : 'Unmute'}
        </Button>
        <Button variant="secondary" onClick={controls.onToggleVideo}>
          {video ? 'Turn camera off' : 'Turn camera on'}
        </Button>
        <Button variant="danger" onClick={controls.onLeave}>
          Leave call
        </Button>
      </div>
    </div>
  );
}
