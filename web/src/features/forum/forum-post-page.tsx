import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router-dom';
import { ApiError } from '../../api/api-error';
import { PageTitle } from '../../components/page-title';
import { useToast } from '../../components/toast';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Spinner } from '../../components/ui/spinner';
import { TextareaField } from '../../components/ui/textarea-field';
import { useAuth } from '../auth/auth-context';
import { getForumPost, replyToForumPost, type ForumPostDetail } from './forum-api';
import { replyFormSchema, type ReplyFormValues } from './forum-post.schema';
import { ReportDialog } from '../reports';
import { postedOn, topicLabel } from './forum-words';
import { useLoaded } from '../../lib/use-loaded';

/** One forum post with its replies, a reply form and a way to flag it. */
export default function ForumPostPage() {
  const { id = '' } = useParams();
  const load = useCallback((signal: AbortSignal) => getForumPost(id, signal), [id]);
  const { loaded, reload } = useLoaded(load);
  const [hidden, setHidden] = useState(false);

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Link to="/forum" className="font-semibold text-clay-700 underline">
        Back to the forum
      </Link>
      {loaded.status === 'loading' ? <Spinner label="Loading the post" /> : null}
      {loaded.status === 'failed' || hidden ? (
        <div className="mt-6">
          <PageTitle title="Post not found" />
          <EmptyState
            title={hidden ? 'Hidden until reviewed' : 'Post not found'}
            description={
              hidden
                ? 'Members flagged this post: it is hidden until a moderator reviews it.'
                : 'This post does not exist, or it is not available to you.'
            }
          />
        </div>
      ) : null}
      {loaded.status === 'ready' && !hidden ? (
        <PostView post={loaded.value} onReplied={reload} onHidden={() => setHidden(true)} />
      ) : null}
    </div>
  );
}

function PostView({
  post,
  onReplied,
  onHidden,
}: {
  post: ForumPostDetail;
  onReplied: () => void;
  onHidden: () => void;
}) {
  const { state } = useAuth();
  const viewerId = state.status === 'authenticated' ? state.user.id : null;
  return (
    <article className="mt-6">
      <PageTitle title={post.title} />
      <div className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
        <Badge tone="clay">{topicLabel(post.topic)}</Badge>
        {post.isModerated ? <Badge tone="sage">moderated</Badge> : null}
        {post.status === 'pending' ? <Badge tone="amber">Waiting for moderation</Badge> : null}
        <span>
          {post.authorName ?? 'A Village member'} · {postedOn(post.createdAt)}
        </span>
      </div>
      <h1 className="mt-3 text-4xl font-extrabold">{post.title}</h1>
      <p className="mt-4 text-lg whitespace-pre-line">{post.content}</p>
      {post.approved && post.authorId !== viewerId ? (
        <div className="mt-4">
          <ReportDialog
            targetType="post"
            targetId={post.id}
            what="this post"
            onReported={({ hidden }) => (hidden ? onHidden() : undefined)}
          />
        </div>
      ) : null}

      <section aria-labelledby="replies-heading" className="mt-10">
        <h2 id="replies-heading" className="text-2xl font-bold">
          Replies
        </h2>
        {post.replies.length === 0 ? <p className="mt-2 text-ink-muted">No replies yet.</p> : null}
        <ul className="mt-4 flex flex-col gap-3">
          {post.replies.map((reply) => (
            <li key={reply.id} className="rounded-xl border border-sand-200 bg-white p-4">
              <p className="text-sm text-ink-muted">
                {reply.authorName ?? 'A Village member'} · {postedOn(reply.createdAt)}{' '}
                {reply.status === 'pending' ? <Badge tone="amber">Awaiting moderation</Badge> : null}
              </p>
              <p className="mt-1 whitespace-pre-line">{reply.content}</p>
              {reply.status === 'approved' && reply.authorId !== viewerId ? (
                <div className="mt-2">
                  <ReportDialog targetType="reply" targetId={reply.id} what="this reply" />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
        {post.approved ? <ReplyForm postId={post.id} onReplied={onReplied} /> : null}
      </section>
    </article>
  );
}

function ReplyForm({ postId, onReplied }: { postId: string; onReplied: () => void }) {
  const { toast } = useToast();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ReplyFormValues>({ resolver: zodResolver(replyFormSchema), defaultValues: { content: '' } });

  const onSubmit = async (values: ReplyFormValues) => {
    try {
      const reply = await replyToForumPost(postId, values.content);
      toast({
        title: 'Reply Posted',
        description:
          reply.status === 'approved'
            ? 'Your reply is on the post.'
            : 'Your reply will appear once a moderator approves it.',
      });
      reset();
      onReplied();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Failed to post reply',
        description: error instanceof ApiError ? error.serverMessage() : 'Please try again.',
      });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-6 flex flex-col gap-3">
      <TextareaField
        id="forum-reply"
        label="Your reply"
        rows={4}
        error={errors.content?.message}
        {...register('content')}
      />
      <Button type="submit" pending={isSubmitting} className="self-start">
        {isSubmitting ? 'Posting...' : 'Post reply'}
      </Button>
    </form>
  );
}
