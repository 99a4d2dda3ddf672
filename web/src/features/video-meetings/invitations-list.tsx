import { InboxIcon } from '../../components/ui/icons';
import { EmptyState } from '../../components/ui/empty-state';
import { InvitationCard } from './invitation-card';
import type { MeetingInvitation } from './video-meetings-api';

/** The invitations tab: the member's pending invitations, each answered in place. */
export function InvitationsList({
  invitations,
  onAnswered,
}: {
  invitations: MeetingInvitation[];
  onAnswered: (answered: MeetingInvitation) => void;
}) {
  if (invitations.length === 0) {
    return (
      <EmptyState
        icon={<InboxIcon className="size-7" />}
        title="No invitations"
        description="When a member invites you to a meeting, it shows here."
      />
    );
  }
  return (
    <ul aria-label="Invitations" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {invitations.map((invitation) => (
        <InvitationCard key={invitation.id} invitation={invitation} onAnswered={onAnswered} />
      ))}
    </ul>
  );
}
