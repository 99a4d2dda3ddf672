import { useState } from 'react';
import { ApiError } from '../../api/api-error';
import { useToast } from '../../components/toast';
import { Button } from '../../components/ui/button';
import { TextareaField } from '../../components/ui/textarea-field';

interface ModerationActionsProps {
  /** What is moderated, in words: 'post' or 'reply'. */
  subject: 'post' | 'reply';
  id: string;
  moderate: (approved: boolean, reason?: string) => Promise<unknown>;
  /** The toast's description once moderated. */
  describe: (approved: boolean) => string;
  onModerated: () => void;
}

const MODERATED_TITLE = { post: 'Post Moderated', reply: 'Reply Moderated' } as const;

/** Approve, or Reject with a reason, for one post or reply waiting for moderation. */
export function ModerationActions({ subject, id, moderate, describe, onModerated }: ModerationActionsProps) {
  const { toast } = useToast();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  const submit = async (approved: boolean) => {
    if (!approved && !reason.trim()) {
      setReasonError(`A reason is required to reject a ${subject}`);
      return;
    }
    setSending(true);
    try {
      await moderate(approved, approved ? undefined : reason.trim());
      toast({ title: MODERATED_TITLE[subject], description: describe(approved) });
      onModerated();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: `Failed to moderate ${subject}`,
        description: error instanceof ApiError ? error.serverMessage() : 'Please try again.',
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      {rejecting ? (
        <TextareaField
          id={`reject-${subject}-reason-${id}`}
          label="Reason for rejecting"
          className="mt-4"
          rows={3}
          value={reason}
          error={reasonError}
          onChange={(event) => {
            setReason(event.target.value);
            setReasonError(undefined);
          }}
        />
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button size="sm" pending={sending} onClick={() => void submit(true)}>
          Approve
        </Button>
        {rejecting ? (
          <Button size="sm" variant="danger" pending={sending} onClick={() => void submit(false)}>
            Confirm rejection
          </Button>
        ) : (
          <Button size="sm" variant="secondary" onClick={() => setRejecting(true)}>
            Reject
          </Button>
        )}
      </div>
    </>
  );
}
