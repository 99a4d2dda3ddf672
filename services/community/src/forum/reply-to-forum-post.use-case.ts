import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CLOCK, parseOrThrow, type AuthenticatedUser, type Clock } from '@village/kit';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { ForumQueries } from './forum-queries';
import { ForumReplyEntity } from './forum-reply.entity';
import { postNotFound } from './forum.errors';

const replySchema = z.object({
  content: z
    .string({ error: 'Reply must not be empty' })
    .trim()
    .min(1, 'Reply must not be empty')
    .max(5000, 'Reply must be at most 5000 characters'),
});

/**
 * A member replies to an approved post they can see. A member an admin has already trusted (an approved post of
 * theirs) is published at once; anyone else's reply waits for an admin.
 */
@Injectable()
export class ReplyToForumPostUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queries: ForumQueries,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(viewer: AuthenticatedUser, postId: string, content: string): Promise<string> {
    const reply = parseOrThrow(replySchema, { content });
    const post = await this.queries.postFor({ id: viewer.id, isAdmin: false }, postId);
    if (!post || post.status !== 'approved') throw postNotFound();
    const trusted = await this.dataSource.query<unknown[]>(
      `SELECT 1 FROM forum_posts WHERE author_id = $1 AND status = 'approved' LIMIT 1`,
      [viewer.id],
    );
    const id = randomUUID();
    await this.dataSource.getRepository(ForumReplyEntity).insert({
      id,
      postId: post.id,
      authorId: viewer.id,
      content: reply.content,
      status: trusted.length > 0 ? 'approved' : 'pending',
      createdAt: this.clock.now(),
    });
    return id;
  }
}
