import { useCallback, useState } from 'react';
import { useToast } from '../../components/toast';
import { serverMessageOr } from './server-message';
import { Button } from '../../components/ui/button';
import { Dialog, DialogActions, DialogContent, DialogTrigger } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { useLoaded } from '../../lib/use-loaded';
import { InvitedMembers } from './invited-members';
import { MemberPicker } from './member-picker';
import { getVideoMeeting, inviteMembers, type FoundMember, type VideoMeeting } from './video-meetings-api';

/** The host's Invite: pick members by name, invite them, and see who is invited with each one's answer. */
export function InviteDialog({ meeting }: { meeting: VideoMeeting }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm" aria-label={`Invite members to ${meeting.title}`}>
          Invite
        </Button>
      </DialogTrigger>
      <DialogContent title="Invite members" description={`To ${meeting.title}. Each member you invite gets an email.`}>
        <InviteForm meeting={meeting} />
      </DialogContent>
    </Dialog>
  );
}

function InviteForm({ meeting }: { meeting: VideoMeeting }) {
  const { toast } = useToast();
  const [selected, setSelected] = useState<FoundMember[]>([]);
  const [sending, setSending] = useState(false);
  const load = useCallback((signal: AbortSignal) => getVideoMeeting(meeting.id, signal), [meeting.id]);
  const { loaded, reload } = useLoaded(load);
  const invitations = loaded.status === 'ready' ? loaded.value.invitations : [];
  const invitedIds = new Set(invitations.map((invitation) => invitation.invitee.id));

  const toggle = (member: FoundMember, picked: boolean) =>
    setSelected((current) =>
      picked
        ? [...current.filter((one) => one.id !== member.id), member]
        : current.filter((one) => one.id !== member.id),
    );

  const send = async () => {
    setSending(true);
    try {
      await inviteMembers(
        meeting.id,
        selected.map((member) => member.id),
      );
      toast({
        title: 'Invitations Sent',
        description: selected.length === 1 ? '1 member invited.' : `${selected.length} members invited.`,
      });
      setSelected([]);
      reload();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Failed to send invitations',
        description: serverMessageOr(error),
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="mt-4 flex flex-col gap-6">
      <MemberPicker selected={selected} onToggle={toggle} invitedIds={invitedIds} />
      <section aria-labelledby="invited-heading" className="flex flex-col gap-2">
        <h3 id="invited-heading" className="font-bold">
          Invited
        </h3>
        {loaded.status === 'loading' ? <Spinner label="Loading invitations" /> : null}
        {loaded.status === 'failed' ? (
          <p role="alert" className="text-danger-800">
            We could not load the invitations.
          </p>
        ) : null}
        {loaded.status === 'ready' ? <InvitedMembers invitations={invitations} /> : null}
      </section>
      <DialogActions cancelLabel="Close">
        <Button pending={sending} disabled={selected.length === 0} onClick={() => void send()}>
          Invite
        </Button>
      </DialogActions>
    </div>
  );
}
