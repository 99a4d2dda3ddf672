import { Card } from '../../components/ui/card';
import type { SocialMediaPost } from './social-media-api';
import { RecentPost } from './recent-post';

export function RecentPosts({ posts }: { posts: readonly SocialMediaPost[] }) {
  return (
    <Card as="section" aria-labelledby="recent-posts-heading">
      <h2 id="recent-posts-heading" className="text-xl font-bold">
        Recent posts
      </h2>
      {posts.length === 0 ? (
        <p className="mt-3 text-ink-muted">No posts yet. Your posts will appear here.</p>
      ) : (
        <ul aria-label="Recent posts" className="mt-1">
          {posts.map((post) => (
            <RecentPost key={post.id} post={post} />
          ))}
        </ul>
      )}
    </Card>
  );
}
