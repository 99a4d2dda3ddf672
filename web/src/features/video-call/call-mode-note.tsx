import type { CallMeeting } from './video-call-api';

const unavailableNote = (limit: number) =>
  `This meeting allows more people than a direct call can hold: only ${limit} can connect directly, and no video server is configured. The first ${limit} to join can talk.`;

/** callMode 'unavailable': more people allowed than a mesh holds, and no LiveKit configured. */
export function CallModeNote({ meeting }: { meeting: CallMeeting }) {
  if (meeting.callMode !== 'unavailable') return null;
  return (
    <p role="note" className="rounded-xl border border-amber-800/30 bg-amber-50 p-3 text-amber-800">
      {unavailableNote(meeting.directCallLimit)}
    </p>
  );
}
