import { Badge, type BadgeTone } from '../../components/ui/badge';
import { INVITATION_STATUS_LABELS, memberName } from './meeting-words';
import type { HostInvitation, InvitationStatus } from './video-meetings-api';

const STATUS_TONES: Record<InvitationStatus, BadgeTone> = { pending: 'amber', accepted: 'sage', declined: 'neutral' };

/** Who the host has invited, and what each answered. */
export function InvitedMembers({ invitations }: { invitations: HostInvitation[] }) {
  if (invitations.length === 0) return <p className="text-ink-muted">Nobody is invited yet.</p>;
  return (
    <ul aria-label="Invited members" className="flex flex-col gap-2">
      {invitations.map((invitation) => (
        <li key={invitation.id} className="flex items-center justify-between gap-2">
          <span>{memberName(invitation.invitee)}</span>
          <Badge tone={STATUS_TONES[invitation.status]}>{INVITATION_STATUS_LABELS[invitation.status]}</Badge>
        </li>
      ))}
    </ul>
  );
}
