import { useToast } from '../../components/toast';
import { ConfirmDeleteDialog } from '../../components/ui/confirm-delete-dialog';
import { deleteVideoMeeting, type VideoMeeting } from './video-meetings-api';

export const DELETE_MEETING_CONFIRMATION = 'Are you sure you want to delete this meeting?';

/** The host's Delete, behind the spec's confirmation; the meeting is cancelled and its invitees told. */
export function DeleteMeetingDialog({ meeting, onDeleted }: { meeting: VideoMeeting; onDeleted: () => void }) {
  const { toast } = useToast();

  const deleteMeeting = async (): Promise<boolean> => {
    try {
      await deleteVideoMeeting(meeting.id);
    } catch {
      toast({ variant: 'destructive', title: 'Failed to delete meeting', description: 'Please try again.' });
      return false;
    }
    toast({ title: 'Meeting Deleted', description: `${meeting.title} is cancelled.` });
    onDeleted();
    return true;
  };

  return (
    <ConfirmDeleteDialog
      itemName={meeting.title}
      title="Delete this meeting?"
      confirmation={DELETE_MEETING_CONFIRMATION}
      onConfirm={deleteMeeting}
    />
  );
}
