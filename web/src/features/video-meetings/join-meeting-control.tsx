import { Button, ButtonLink } from '../../components/ui/button';
import { joinAvailability } from './join-rule';
import { timeFromNow } from './meeting-words';
import { callPageUrl, type VideoMeeting } from './video-meetings-api';

/** Join: a link to the call once it opens, a disabled button with the opening time before, nothing once over. */
export function JoinMeetingControl({ meeting, now }: { meeting: VideoMeeting; now: Date }) {
  const availability = joinAvailability(meeting, now);
  if (availability.state === 'hidden') return null;
  if (availability.state === 'open') {
    return (
      <ButtonLink to={callPageUrl(meeting.roomId)} size="sm" aria-label={`Join ${meeting.title}`}>
        Join
      </ButtonLink>
    );
  }
  const noteId = `join-opens-${meeting.id}`;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button size="sm" disabled aria-describedby={noteId} aria-label={`Join ${meeting.title}`}>
        Join
      </Button>
      <span id={noteId} className="text-sm text-ink-muted">
        Opens at {timeFromNow(availability.opensAt, now)}
      </span>
    </div>
  );
}
