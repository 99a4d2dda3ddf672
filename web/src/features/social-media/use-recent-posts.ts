import { useCallback, useEffect } from 'react';
import { useLoaded } from '../../lib/use-loaded';
import {
  getSocialMediaPosts,
  getSocialMediaSummary,
  type SocialMediaPost,
  type SocialMediaSummary,
} from './social-media-api';

/** While a post waits to be published (or retried), the list is asked again this often. */
export const SCHEDULED_POLL_MS = 5_000;
/** Otherwise, so that figures the service fetches from the platforms appear without a reload. */
export const ENGAGEMENT_POLL_MS = 30_000;

export interface RecentPostsData {
  posts: SocialMediaPost[];
  summary: SocialMediaSummary;
}

const loadRecent = async (signal: AbortSignal): Promise<RecentPostsData> => {
  const [posts, summary] = await Promise.all([getSocialMediaPosts(signal), getSocialMediaSummary(signal)]);
  return { posts, summary };
};

/** The 5 most recent posts and the quick stats, refreshed while any post is scheduled. */
export function useRecentPosts() {
  const load = useCallback(loadRecent, []);
  const { loaded, reload } = useLoaded(load);
  const waiting = loaded.status === 'ready' && loaded.value.posts.some((post) => post.status === 'scheduled');

  useEffect(() => {
    if (loaded.status === 'loading') return undefined;
    const timer = setTimeout(reload, waiting ? SCHEDULED_POLL_MS : ENGAGEMENT_POLL_MS);
    return () => clearTimeout(timer);
  }, [loaded, waiting, reload]);

  return { loaded, reload };
}
