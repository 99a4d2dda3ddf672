import { Link } from 'react-router-dom';
import { Badge } from '../../components/ui/badge';
import { EmptyState } from '../../components/ui/empty-state';
import { Spinner } from '../../components/ui/spinner';
import { useLoaded } from '../../lib/use-loaded';
import {
  getPendingPosts,
  getPendingReplies,
  moderateForumPost,
  moderateForumReply,
  type ForumPost,
  type ForumReply,
} from '../forum/forum-api';
import { postedOn, topicLabel } from '../forum/forum-words';
import { ModerationActions } from './moderation-actions';

/** The admin's moderation tab: forum posts (new ones, and ones members' flags hid) and held replies waiting for review. */
export function ModerationTab() {
  return (
    <div className="flex flex-col gap-10">
      <PendingPosts />
      <PendingReplies />
    </div>
  );
}

function PendingPosts() {
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
      <ModerationActions
        subject="post"
        id={post.id}
        moderate={(approved, reason) => moderateForumPost(post.id, approved, reason)}
        describe={(approved) => `"${post.title}" was ${approved ? 'approved' : 'rejected'}.`}
        onModerated={onModerated}
      />
    </li>
  );
}

function PendingReplies() {
  const { loaded, reload } = useLoaded(getPendingReplies);

  return (
    <section aria-labelledby="reply-moderation-heading" className="flex flex-col gap-6">
      <h2 id="reply-moderation-heading" className="text-2xl font-bold">
        Pending Replies
      </h2>
      {loaded.status === 'loading' ? <Spinner label="Loading pending replies" /> : null}
      {loaded.status === 'failed' ? (
        <p role="alert" className="rounded-lg bg-danger-50 p-4 text-danger-800">
          Failed to fetch pending replies
        </p>
      ) : null}
      {loaded.status === 'ready' && loaded.value.length === 0 ? (
        <EmptyState headingLevel={3} title="No replies to moderate" description="Every reply has been reviewed." />
      ) : null}
      {loaded.status === 'ready' && loaded.value.length > 0 ? (
        <ul aria-label="Replies waiting for moderation" className="flex flex-col gap-4">
          {loaded.value.map((reply) => (
            <PendingReply key={reply.id} reply={reply} onModerated={reload} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function PendingReply({ reply, onModerated }: { reply: ForumReply; onModerated: () => void }) {
  const author = reply.authorName ?? 'A Village member';
  return (
    <li className="rounded-2xl border border-sand-200 bg-white p-6" aria-label={`Reply from ${author}`}>
      <p className="text-sm text-ink-muted">
        {author} · {postedOn(reply.createdAt)} ·{' '}
        <Link to={`/forum/${encodeURIComponent(reply.postId)}`} className="font-semibold text-clay-700 underline">
          See the post
        </Link>
      </p>
      <p className="mt-2 whitespace-pre-line">{reply.content}</p>
      <ModerationActions
        subject="reply"
        id={reply.id}
        moderate={(approved, reason) => moderateForumReply(reply.id, approved, reason)}
        describe={(approved) => `The reply from ${author} was ${approved ? 'approved' : 'rejected'}.`}
        onModerated={onModerated}
      />
    </li>
  );
}
