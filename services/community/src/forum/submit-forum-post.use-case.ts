import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CLOCK, parseOrThrow, type Clock } from '@village/kit';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { ForumPostEntity } from './forum-post.entity';
import { FORUM_TOPICS } from './forum.words';

/** The spec's 'Create Post' rules, word for word. */
export const forumPostSchema = z.object({
  topic: z.enum(FORUM_TOPICS, { error: 'Choose a topic' }).default('general'),
  title: z
    .string({ error: 'Title must be at least 5 characters' })
    .trim()
    .min(5, 'Title must be at least 5 characters')
    .max(200, 'Title must be at most 200 characters'),
  content: z
    .string({ error: 'Content must be at least 20 characters' })
    .trim()
    .min(20, 'Content must be at least 20 characters')
    .max(10000, 'Content must be at most 10000 characters'),
});

export interface SubmitForumPostCommand {
  topic?: string | null;
  title: string;
  content: string;
}

/** A member submits a post; every post waits for an admin before anyone else sees it. */
@Injectable()
export class SubmitForumPostUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(authorId: string, command: SubmitForumPostCommand): Promise<string> {
    const { topic, title, content } = parseOrThrow(forumPostSchema, {
      topic: command.topic ?? undefined,
      title: command.title,
      content: command.content,
    });
    const id = randomUUID();
    await this.dataSource.getRepository(ForumPostEntity).insert({
      id,
      authorId,
      topic,
      title,
      content,
      status: 'pending',
      rejectionReason: null,
      createdAt: this.clock.now(),
      moderatedAt: null,
      moderatedBy: null,
    });
    return id;
  }
}
