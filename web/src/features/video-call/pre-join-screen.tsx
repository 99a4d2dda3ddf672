import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { CallModeNote } from './call-mode-note';
import { StreamVideo } from './stream-video';
import { hostName, type CallMeeting } from './video-call-api';

const MAX_TIMER_MS = 2 ** 31 - 1;

const joinTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

/** Whether Join opens later, ticking over when it opens while the page is open. */
function useJoinNotOpenYet(joinOpensAt: string): boolean {
  const opensAt = Date.parse(joinOpensAt);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const wait = opensAt - now;
    if (wait <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(wait, MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [opensAt, now]);
  return now < opensAt;
}

function closedReason(meeting: CallMeeting, early: boolean): string | null {
  if (meeting.status === 'cancelled') return 'This meeting was cancelled.';
  if (meeting.status === 'completed') return 'This meeting has ended.';
  if (early) return `You can join from ${joinTime(meeting.joinOpensAt)}, 15 minutes before it starts.`;
  return null;
}

/** 'Ready to join?': the member's own preview, the meeting, and Join Call (or why they cannot). */
export function PreJoinScreen({
  meeting,
  preview,
  joining,
  refusal,
  removed,
  onJoin,
}: {
  meeting: CallMeeting;
  preview: MediaStream | null;
  joining: boolean;
  refusal: string | null;
  removed: boolean;
  onJoin: () => void;
}) {
  const closed = closedReason(meeting, useJoinNotOpenYet(meeting.joinOpensAt));
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-5 px-4 py-10">
      <h1 className="text-4xl font-extrabold">Ready to join?</h1>
      <p className="text-lg">
        <span className="font-semibold">{meeting.title}</span>, hosted by {hostName(meeting)}
      </p>
      <div className="aspect-video overflow-hidden rounded-2xl bg-ink text-white">
        {preview ? (
          <StreamVideo
            stream={preview}
            muted
            className="size-full -scale-x-100 object-cover"
            aria-label="Your camera preview"
          />
        ) : (
          <p className="flex size-full items-center justify-center p-6 text-center">Camera preview off</p>
        )}
      </div>
      <CallModeNote meeting={meeting} />
      {refusal ? (
        <p role="alert" className="rounded-xl border border-danger-600 bg-danger-50 p-3 font-semibold text-danger-800">
          {refusal}
        </p>
      ) : null}
      {closed ? <p className="font-semibold">{closed}</p> : null}
      <Button size="lg" className="self-start" pending={joining} disabled={removed || closed !== null} onClick={onJoin}>
        Join Call
      </Button>
    </div>
  );
}
