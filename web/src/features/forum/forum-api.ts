import { fetchJson } from '../../api/api-request';

export const FORUM_POSTS_URL = '/api/forum/posts';

export type ForumTopic = 'general' | 'single_moms' | 'single_dads' | 'new_parents';

/** A post as the gateway's /api/forum routes return it. */
export interface ForumPost {
  id: string;
  authorId: string;
  authorName: string | null;
  topic: ForumTopic;
  title: string;
  content: string;
  status: 'pending' | 'approved' | 'rejected';
  isModerated: boolean;
  approved: boolean;
  rejectionReason: string | null;
  flagCount: number;
  replyCount: number;
  createdAt: string;
  moderatedAt: string | null;
}

export interface ForumReply {
  id: string;
  postId: string;
  authorId: string;
  authorName: string | null;
  content: string;
  status: 'pending' | 'approved' | 'rejected';
  createdAt: string;
}

export interface ForumPostDetail extends ForumPost {
  replies: ForumReply[];
}

export interface NewForumPost {
  topic: ForumTopic;
  title: string;
  content: string;
}

const postUrl = (id: string) => `${FORUM_POSTS_URL}/${encodeURIComponent(id)}`;

export const getApprovedPosts = async (
  filter: { topic?: ForumTopic | null; search?: string },
  signal?: AbortSignal,
): Promise<ForumPost[]> => {
  const query = new URLSearchParams({ approved: 'true' });
  if (filter.topic) query.set('topic', filter.topic);
  if (filter.search?.trim()) query.set('search', filter.search.trim());
  return (await fetchJson<{ posts: ForumPost[] }>(`${FORUM_POSTS_URL}?${query.toString()}`, { signal })).posts;
};

export const getPendingPosts = async (signal?: AbortSignal): Promise<ForumPost[]> =>
  (await fetchJson<{ posts: ForumPost[] }>(`${FORUM_POSTS_URL}?approved=false`, { signal })).posts;

export const getForumPost = (id: string, signal?: AbortSignal): Promise<ForumPostDetail> =>
  fetchJson<ForumPostDetail>(postUrl(id), { signal });

export const submitForumPost = (post: NewForumPost): Promise<ForumPost> =>
  fetchJson<ForumPost>(FORUM_POSTS_URL, { method: 'POST', json: post });

export const moderateForumPost = (id: string, approved: boolean, reason?: string): Promise<ForumPost> =>
  fetchJson<ForumPost>(`${postUrl(id)}/moderate`, { method: 'POST', json: { approved, reason: reason ?? null } });

export const replyToForumPost = (id: string, content: string): Promise<ForumReply> =>
  fetchJson<ForumReply>(`${postUrl(id)}/replies`, { method: 'POST', json: { content } });

export const getPendingReplies = async (signal?: AbortSignal): Promise<ForumReply[]> =>
  (await fetchJson<{ replies: ForumReply[] }>('/api/forum/replies/pending', { signal })).replies;

export const moderateForumReply = (
  id: string,
  approved: boolean,
  reason?: string,
): Promise<{ id: string; status: 'approved' | 'rejected' }> =>
  fetchJson(`/api/forum/replies/${encodeURIComponent(id)}/moderate`, {
    method: 'POST',
    json: { approved, reason: reason ?? null },
  });
