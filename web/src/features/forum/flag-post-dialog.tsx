import { useState } from 'react';
import { ApiError } from '../../api/api-error';
import { useToast } from '../../components/toast';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../components/ui/dialog';
import { flagForumPost, type ForumFlagReason } from './forum-api';
import { FLAG_REASONS } from './forum-words';

/** Reports a post to the moderators; enough reports hide it until they review it. */
export function FlagPostDialog({ postId, onFlagged }: { postId: string; onFlagged: (hidden: boolean) => void }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ForumFlagReason>('spam');
  const [sending, setSending] = useState(false);
  const { toast } = useToast();

  const send = async () => {
    setSending(true);
    try {
      const { hidden } = await flagForumPost(postId, reason);
      setOpen(false);
      toast({ title: 'Post Flagged', description: 'Thank you: our moderators will review this post.' });
      onFlagged(hidden);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Failed to flag post',
        description: error instanceof ApiError ? error.serverMessage() : 'Please try again.',
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="quiet" size="sm">
          Flag
        </Button>
      </DialogTrigger>
      <DialogContent title="Flag this post" description="Tell the moderators what is wrong with it.">
        <fieldset className="mt-4 flex flex-col gap-2">
          <legend className="sr-only">Reason</legend>
          {FLAG_REASONS.map((option) => (
            <label key={option.key} className="flex items-center gap-2">
              <input
                type="radio"
                name="flag-reason"
                value={option.key}
                checked={reason === option.key}
                onChange={() => setReason(option.key)}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button variant="danger" pending={sending} onClick={() => void send()}>
            Flag post
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
