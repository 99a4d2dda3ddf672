import { Badge } from '../../components/ui/badge';
import { linkStyles } from '../../components/ui/button-styles';
import { DeleteMeetingDialog } from './delete-meeting-dialog';
import { InviteDialog } from './invite-dialog';
import { isStillOn } from './join-rule';
import { JoinMeetingControl } from './join-meeting-control';
import { durationWords, MEETING_STATUS_BADGES, meetingDateTime, meetingTypeLabel, memberName } from './meeting-words';
import { calendarFileUrl, type VideoMeeting } from './video-meetings-api';

/** One meeting in a tab: what, when, who hosts; Join, the calendar file, and the host's Invite and Delete. */
export function MeetingCard({ meeting, now, onChanged }: { meeting: VideoMeeting; now: Date; onChanged: () => void }) {
  const titleId = `meeting-title-${meeting.id}`;
  const status = MEETING_STATUS_BADGES[meeting.status];
  const stillOn = isStillOn(meeting, now);
  return (
    <li aria-labelledby={titleId} className="flex flex-col gap-3 rounded-2xl border border-sand-200 bg-white p-6">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="clay">{meetingTypeLabel(meeting.meetingType)}</Badge>
        <Badge tone={status.tone}>{status.label}</Badge>
        <Badge>{meeting.isPublic ? 'Public' : 'Private'}</Badge>
      </div>
      <h3 id={titleId} className="text-xl font-bold">
        {meeting.title}
      </h3>
      {meeting.description ? <p className="line-clamp-3 text-ink-muted">{meeting.description}</p> : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-semibold">When</dt>
        <dd>
          <span>{meetingDateTime(meeting.scheduledFor)}</span> <span className="text-ink-muted">UK time</span>
        </dd>
        <dt className="font-semibold">Length</dt>
        <dd>{durationWords(meeting.duration)}</dd>
        <dt className="font-semibold">Places</dt>
        <dd>Up to {meeting.maxParticipants} participants</dd>
        <dt className="font-semibold">Host</dt>
        <dd>{meeting.isHost ? `${memberName(meeting.host)} (you)` : memberName(meeting.host)}</dd>
        {meeting.invitationStatus ? (
          <>
            <dt className="font-semibold">Your invitation</dt>
            <dd>{meeting.invitationStatus}</dd>
          </>
        ) : null}
      </dl>
      {meeting.callMode === 'unavailable' && stillOn ? (
        <p role="note" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-800">
          Only {meeting.directCallLimit} people can connect directly, and no video server is configured, so at most{' '}
          {meeting.directCallLimit} of the {meeting.maxParticipants} participants can join this call.
        </p>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center gap-3 border-t border-sand-200 pt-3">
        <JoinMeetingControl meeting={meeting} now={now} />
        {meeting.status === 'cancelled' ? null : (
          <a href={calendarFileUrl(meeting.id)} download className={`inline-flex items-center gap-1 ${linkStyles}`}>
            Add to calendar<span className="sr-only"> ({meeting.title}, .ics)</span>
          </a>
        )}
        {meeting.isHost && stillOn ? (
          <>
            <InviteDialog meeting={meeting} />
            <DeleteMeetingDialog meeting={meeting} onDeleted={onChanged} />
          </>
        ) : null}
      </div>
    </li>
  );
}
