import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DomainError, ErrorKind } from '@village/kit';
import type { DataSource } from 'typeorm';
import { SocialPostEntity } from './social-post.entity';

export const MAX_LIST_LIMIT = 100;

export interface PostsSummary {
  totalPosts: number;
  published: number;
  scheduled: number;
  failed: number;
  likes: number;
  shares: number;
  comments: number;
}

/** A member's own posts and their figures. */
@Injectable()
export class PostQueries {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Newest written first. */
  async recentOf(authorId: string, limit: number): Promise<SocialPostEntity[]> {
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIST_LIMIT) {
      throw new DomainError('VALIDATION', ErrorKind.Invalid, `Limit must be between 1 and ${MAX_LIST_LIMIT}`);
    }
    return this.dataSource.getRepository(SocialPostEntity).find({
      where: { authorId },
      order: { createdAt: 'DESC' },
      take: limit,
    });
  }

  async summaryOf(authorId: string): Promise<PostsSummary> {
    const [row] = await this.dataSource.query<Array<Record<keyof PostsSummary, string>>>(
      `SELECT count(*) AS "totalPosts",
              count(*) FILTER (WHERE status = 'published') AS published,
              count(*) FILTER (WHERE status = 'scheduled') AS scheduled,
              count(*) FILTER (WHERE status = 'failed') AS failed,
              coalesce(sum(likes), 0) AS likes,
              coalesce(sum(shares), 0) AS shares,
              coalesce(sum(comments), 0) AS comments
         FROM social_posts WHERE author_id = $1`,
      [authorId],
    );
    const number = (key: keyof PostsSummary) => Number(row?.[key] ?? 0);
    return {
      totalPosts: number('totalPosts'),
      published: number('published'),
      scheduled: number('scheduled'),
      failed: number('failed'),
      likes: number('likes'),
      shares: number('shares'),
      comments: number('comments'),
    };
  }
}
