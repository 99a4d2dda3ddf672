/** A post as the forum's queries read it. */
export interface ForumPostRow {
  id: string;
  authorId: string;
  authorName: string | null;
  topic: string;
  title: string;
  content: string;
  status: string;
  rejectionReason: string | null;
  createdAt: Date;
  moderatedAt: Date | null;
  flagCount: number;
  replyCount: number;
}

export interface ForumReplyRow {
  id: string;
  postId: string;
  authorId: string;
  authorName: string | null;
  content: string;
  status: string;
  createdAt: Date;
}
