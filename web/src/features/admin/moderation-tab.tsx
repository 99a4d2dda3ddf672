import { useState } from 'react';
import { ApiError } from '../../api/api-error';
import { useToast } from '../../components/toast';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Spinner } from '../../components/ui/spinner';
import { TextareaField } from '../../components/ui/textarea-field';
import { useLoaded } from '../../lib/use-loaded';
import { getPendingPosts, moderateForumPost, type ForumPost } from '../forum/forum-api';
import { postedOn, topicLabel } from '../forum/forum-words';

/** The admin's moderation tab: forum posts waiting for review (new ones, and ones members' flags hid). */
export function ModerationTab() {
  const { loaded, reload } = useLoaded(getPendingPosts);

  return (
    <section aria-labelledby="moderation-heading" className="flex flex-col gap-6">
      <h2 id="moderation-heading" className="text-2xl font-bold">
        Pending Moderation
      </h2>
      {loaded.status === 'loading' ? <Spinner label="Loading pending posts" /> : null}
      {loaded.status === 'failed' ? (
        <p role="alert" className="rounded-lg bg-danger-50 p-4 text-danger-800">
          Failed to fetch pending posts
        </p>
      ) : null}
      {loaded.status === 'ready' && loaded.value.length === 0 ? (
        <EmptyState headingLevel={3} title="Nothing to moderate" description="Every post has been reviewed." />
      ) : null}
      {loaded.status === 'ready' && loaded.value.length > 0 ? (
        <ul aria-label="Posts waiting for moderation" className="flex flex-col gap-4">
          {loaded.value.map((post) => (
            <PendingPost key={post.id} post={post} onModerated={reload} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function PendingPost({ post, onModerated }: { post: ForumPost; onModerated: () => void }) {
  const { toast } = useToast();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const reasonId = `reject-reason-${post.id}`;

  const moderate = async (approved: boolean) => {
    if (!approved && !reason.trim()) {
      setReasonError('A reason is required to reject a post');
      return;
    }
    setSending(true);
    try {
      await moderateForumPost(post.id, approved, approved ? undefined : reason.trim());
      toast({ title: 'Post Moderated', description: `"${post.title}" was ${approved ? 'approved' : 'rejected'}.` });
      onModerated();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Failed to moderate post',
        description: error instanceof ApiError ? error.serverMessage() : 'Please try again.',
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <li className="rounded-2xl border border-sand-200 bg-white p-6" aria-label={post.title}>
      <div className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
        <Badge tone="clay">{topicLabel(post.topic)}</Badge>
        {post.flagCount > 0 ? <Badge tone="danger">Flagged by {post.flagCount} members</Badge> : null}
        <span>
          {post.authorName ?? 'A Village member'} · {postedOn(post.createdAt)}
        </span>
      </div>
      <h3 className="mt-2 text-xl font-bold">{post.title}</h3>
      <p className="mt-2 whitespace-pre-line">{post.content}</p>
      {rejecting ? (
        <TextareaField
          id={reasonId}
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
        <Button size="sm" pending={sending} onClick={() => void moderate(true)}>
          Approve
        </Button>
        {rejecting ? (
          <Button size="sm" variant="danger" pending={sending} onClick={() => void moderate(false)}>
            Confirm rejection
          </Button>
        ) : (
          <Button size="sm" variant="secondary" onClick={() => setRejecting(true)}>
            Reject
          </Button>
        )}
      </div>
    </li>
  );
}
