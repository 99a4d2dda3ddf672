import { Badge, type BadgeTone } from '../../components/ui/badge';
import type { SocialMediaPost } from './social-media-api';
import { platformInfo, postDateTime, statusLabel } from './social-words';

const STATUS_TONES: Record<string, BadgeTone> = {
  Published: 'sage',
  Scheduled: 'amber',
  Failed: 'danger',
  Draft: 'neutral',
};

const attemptsText = (attempts: number) => `${attempts} ${attempts === 1 ? 'attempt' : 'attempts'}`;

function PostOutcome({ post }: { post: SocialMediaPost }) {
  if (post.status === 'published') {
    const { likes, shares, comments, total } = post.engagementMetrics;
    return (
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        {post.publishedAt ? <span>Published {postDateTime(post.publishedAt)}</span> : null}
        {post.publishedVia === 'sandbox' ? (
          <Badge tone="neutral">Sandbox</Badge>
        ) : post.externalUrl ? (
          <a href={post.externalUrl} target="_blank" rel="noreferrer" className="font-semibold underline">
            View on {platformInfo(post.platform).name}
          </a>
        ) : null}
        <span>
          Engagement: {likes} likes · {shares} shares · {comments} comments · {total} total
        </span>
      </div>
    );
  }
  if (post.status === 'failed') {
    return (
      <p className="mt-2 text-sm text-danger-800">
        {post.failureReason ?? 'Publishing failed.'} ({attemptsText(post.attempts)})
      </p>
    );
  }
  return (
    <div className="mt-2 text-sm text-ink-muted">
      {post.scheduledFor ? <p>Scheduled for {postDateTime(post.scheduledFor)}</p> : null}
      {post.failureReason ? (
        <p className="text-amber-800">
          Retrying after {attemptsText(post.attempts)}: {post.failureReason}
        </p>
      ) : null}
    </div>
  );
}

/** One of the recent posts: platform, status, its text, and what became of it. */
export function RecentPost({ post }: { post: SocialMediaPost }) {
  const label = statusLabel(post);
  const platform = platformInfo(post.platform).name;
  return (
    <li aria-label={`${platform} post`} className="border-b border-sand-200 py-4 last:border-b-0">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{platform}</span>
        <Badge tone={STATUS_TONES[label]}>{label}</Badge>
      </div>
      <p className="mt-1 break-words whitespace-pre-line">{post.content}</p>
      {post.hashtags.length > 0 ? (
        <p className="mt-1 text-sm break-words text-clay-800">{post.hashtags.map((tag) => `#${tag}`).join(' ')}</p>
      ) : null}
      <PostOutcome post={post} />
    </li>
  );
}
