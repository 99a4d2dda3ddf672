import { useState } from 'react';
import { useToast } from '../../components/toast';
import { Button } from '../../components/ui/button';
import { Dialog, DialogActions, DialogContent, DialogTrigger } from '../../components/ui/dialog';
import { deleteVideoMeeting, type VideoMeeting } from './video-meetings-api';

export const DELETE_MEETING_CONFIRMATION = 'Are you sure you want to delete this meeting?';

/** The host's Delete, behind the spec's confirmation; the meeting is cancelled and its invitees told. */
export function DeleteMeetingDialog({ meeting, onDeleted }: { meeting: VideoMeeting; onDeleted: () => void }) {
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    try {
      await deleteVideoMeeting(meeting.id);
      setOpen(false);
      toast({ title: 'Meeting Deleted', description: `${meeting.title} is cancelled.` });
      onDeleted();
    } catch {
      toast({ variant: 'destructive', title: 'Failed to delete meeting', description: 'Please try again.' });
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="quiet" size="sm" aria-label={`Delete ${meeting.title}`}>
          Delete
        </Button>
      </DialogTrigger>
      <DialogContent title="Delete this meeting?" description={DELETE_MEETING_CONFIRMATION} role="alertdialog">
        <DialogActions className="mt-6">
          <Button variant="danger" pending={pending} onClick={() => void confirm()}>
            Delete
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
