import { Link } from 'react-router-dom';
import { Badge } from '../../components/ui/badge';
import type { ForumPost } from './forum-api';
import { postedOn, topicLabel } from './forum-words';

export function ForumPostCard({ post }: { post: ForumPost }) {
  return (
    <li className="rounded-2xl border border-sand-200 bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
        <Badge tone="clay">{topicLabel(post.topic)}</Badge>
        {post.isModerated ? <Badge tone="sage">moderated</Badge> : null}
        <span>
          {post.authorName ?? 'A Village member'} · {postedOn(post.createdAt)}
        </span>
      </div>
      <h3 className="mt-3 text-xl font-bold">
        <Link to={`/forum/${post.id}`} className="hover:text-clay-700 hover:underline">
          {post.title}
        </Link>
      </h3>
      <p className="mt-2 line-clamp-3 whitespace-pre-line text-ink-muted">{post.content}</p>
      <p className="mt-3 text-sm text-ink-muted">{post.replyCount === 1 ? '1 reply' : `${post.replyCount} replies`}</p>
    </li>
  );
}
