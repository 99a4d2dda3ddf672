import { useState } from 'react';
import { useToast } from '../../components/toast';
import { serverMessageOr } from './server-message';
import { Button } from '../../components/ui/button';
import { durationWords, meetingDateTime, memberName } from './meeting-words';
import { answerInvitation, type MeetingInvitation } from './video-meetings-api';

const ANSWERED = {
  accept: { title: 'Invitation Accepted', description: (title: string) => `${title} is in your upcoming meetings.` },
  decline: { title: 'Invitation Declined', description: (title: string) => `The host of ${title} will be told.` },
} as const;

/** A pending invitation: the meeting, when, who invited; Accept or Decline. */
export function InvitationCard({
  invitation,
  onAnswered,
}: {
  invitation: MeetingInvitation;
  onAnswered: (answered: MeetingInvitation) => void;
}) {
  const { toast } = useToast();
  const [pending, setPending] = useState<'accept' | 'decline' | null>(null);
  const titleId = `invitation-title-${invitation.id}`;

  const answer = async (choice: 'accept' | 'decline') => {
    setPending(choice);
    try {
      const answered = await answerInvitation(invitation.id, choice);
      toast({ title: ANSWERED[choice].title, description: ANSWERED[choice].description(invitation.meeting.title) });
      onAnswered(answered);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Failed to answer the invitation',
        description: serverMessageOr(error),
      });
    } finally {
      setPending(null);
    }
  };

  return (
    <li aria-labelledby={titleId} className="flex flex-col gap-3 rounded-2xl border border-sand-200 bg-white p-6">
      <h3 id={titleId} className="text-xl font-bold">
        {invitation.meeting.title}
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-semibold">When</dt>
        <dd>
          {meetingDateTime(invitation.meeting.scheduledFor)} UK time ({durationWords(invitation.meeting.duration)})
        </dd>
        <dt className="font-semibold">Invited by</dt>
        <dd>{memberName(invitation.inviter)}</dd>
      </dl>
      <div className="mt-auto flex flex-wrap gap-2 border-t border-sand-200 pt-3">
        <Button
          size="sm"
          pending={pending === 'accept'}
          disabled={pending !== null}
          aria-label={`Accept the invitation to ${invitation.meeting.title}`}
          onClick={() => void answer('accept')}
        >
          Accept
        </Button>
        <Button
          variant="secondary"
          size="sm"
          pending={pending === 'decline'}
          disabled={pending !== null}
          aria-label={`Decline the invitation to ${invitation.meeting.title}`}
          onClick={() => void answer('decline')}
        >
          Decline
        </Button>
      </div>
    </li>
  );
}
