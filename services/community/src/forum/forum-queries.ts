import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUuid, notBlockedEitherWaySql } from '@village/kit';
import type { DataSource, EntityManager } from 'typeorm';
import type { ForumPostRow, ForumReplyRow } from './forum-row';
import { FORMER_MEMBER } from '../erasure/erased-members';

export interface ApprovedPostsFilter {
  topic?: string | null;
  search?: string | null;
}

const LIST_LIMIT = 100;

/** The author's first name; for a member who erased their account, "Former member" (ADR 032). */
const AUTHOR_NAME = `COALESCE(contact.first_name, CASE WHEN erased.user_id IS NOT NULL THEN '${FORMER_MEMBER}' END)`;

const POST_COLUMNS = `post.id, post.author_id AS "authorId", ${AUTHOR_NAME} AS "authorName", post.topic, post.title,
  post.content, post.status, post.rejection_reason AS "rejectionReason", post.created_at AS "createdAt",
  post.moderated_at AS "moderatedAt",
  (SELECT count(*)::int FROM forum_flags flag WHERE flag.post_id = post.id) AS "flagCount",
  (SELECT count(*)::int FROM forum_replies reply WHERE reply.post_id = post.id AND reply.status = 'approved') AS "replyCount"`;

const FROM_POSTS =
  'FROM forum_posts post LEFT JOIN member_contacts contact ON contact.user_id = post.author_id ' +
  'LEFT JOIN erased_members erased ON erased.user_id = post.author_id';

/** The same expression as the GIN index forum_posts_search_idx, so the planner can use it. */
const SEARCH_VECTOR = `to_tsvector('english', post.title || ' ' || post.content)`;

/** Reads of the forum, each as one viewer sees it (no post or reply across a block either way). */
@Injectable()
export class ForumQueries {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Approved posts, newest first; by topic, and by a web-style search ("school run" -holiday) when given. */
  async approved(viewerId: string, filter: ApprovedPostsFilter): Promise<ForumPostRow[]> {
    const parameters: unknown[] = [viewerId];
    const conditions = [`post.status = 'approved'`, notBlockedEitherWaySql('post.author_id', '$1')];
    if (filter.topic) {
      parameters.push(filter.topic);
      conditions.push(`post.topic = $${parameters.length}`);
    }
    const search = filter.search?.trim();
    if (search) {
      parameters.push(search);
      conditions.push(`${SEARCH_VECTOR} @@ websearch_to_tsquery('english', $${parameters.length})`);
    }
    return this.dataSource.query<ForumPostRow[]>(
      `SELECT ${POST_COLUMNS} ${FROM_POSTS} WHERE ${conditions.join(' AND ')}
        ORDER BY post.created_at DESC, post.id LIMIT ${LIST_LIMIT}`,
      parameters,
    );
  }

  /** Posts waiting for an admin (new ones, and approved ones hidden by flags), oldest first. */
  async pending(): Promise<ForumPostRow[]> {
    return this.dataSource.query<ForumPostRow[]>(
      `SELECT ${POST_COLUMNS} ${FROM_POSTS} WHERE post.status = 'pending'
        ORDER BY post.created_at, post.id LIMIT ${LIST_LIMIT}`,
    );
  }

  /** How many posts wait for an admin. */
  async pendingCount(): Promise<number> {
    const [row] = await this.dataSource.query<Array<{ count: number }>>(
      "SELECT count(*)::int AS count FROM forum_posts WHERE status = 'pending'",
    );
    return row.count;
  }

  /**
   * One post for this viewer: an approved one for any member not blocked either way, any post for its author or
   * an admin; null otherwise.
   */
  async postFor(
    viewer: { id: string; isAdmin: boolean },
    postId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<ForumPostRow | null> {
    if (!isUuid(postId)) return null;
    const [post] = await manager.query<ForumPostRow[]>(
      `SELECT ${POST_COLUMNS} ${FROM_POSTS}
        WHERE post.id = $2
          AND ($3 OR post.author_id = $1 OR (post.status = 'approved' AND ${notBlockedEitherWaySql('post.author_id', '$1')}))`,
      [viewer.id, postId, viewer.isAdmin],
    );
    return post ?? null;
  }

  /** A post's approved replies, plus the viewer's own waiting ones, oldest first; none across a block. */
  async repliesFor(viewerId: string, postId: string): Promise<ForumReplyRow[]> {
    return this.dataSource.query<ForumReplyRow[]>(
      `SELECT reply.id, reply.post_id AS "postId", reply.author_id AS "authorId", ${AUTHOR_NAME} AS "authorName",
              reply.content, reply.status, reply.created_at AS "createdAt"
         FROM forum_replies reply LEFT JOIN member_contacts contact ON contact.user_id = reply.author_id
         LEFT JOIN erased_members erased ON erased.user_id = reply.author_id
        WHERE reply.post_id = $2
          AND (reply.author_id = $1 OR (reply.status = 'approved' AND ${notBlockedEitherWaySql('reply.author_id', '$1')}))
        ORDER BY reply.created_at, reply.id`,
      [viewerId, postId],
    );
  }

  /** Replies waiting for an admin, oldest first. */
  async pendingReplies(): Promise<ForumReplyRow[]> {
    return this.dataSource.query<ForumReplyRow[]>(
      `SELECT reply.id, reply.post_id AS "postId", reply.author_id AS "authorId", ${AUTHOR_NAME} AS "authorName",
              reply.content, reply.status, reply.created_at AS "createdAt"
         FROM forum_replies reply LEFT JOIN member_contacts contact ON contact.user_id = reply.author_id
         LEFT JOIN erased_members erased ON erased.user_id = reply.author_id
        WHERE reply.status = 'pending'
        ORDER BY reply.created_at, reply.id LIMIT ${LIST_LIMIT}`,
    );
  }

  /** Active discussions: every approved post. */
  async activeDiscussions(): Promise<number> {
    const [row] = await this.dataSource.query<Array<{ count: number }>>(
      `SELECT count(*)::int AS count FROM forum_posts WHERE status = 'approved'`,
    );
    return row?.count ?? 0;
  }
}
