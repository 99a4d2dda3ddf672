import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CLOCK, JOB_QUEUE, parseOrThrow, type Clock, type JobQueue } from '@village/kit';
import type { DataSource } from 'typeorm';
import { OwnedServices } from '../promotable-services/owned-services';
import { composeInputSchema, type ComposeInput } from './compose-input.schema';
import { PublishPostJob, publishJobKey } from './publish-post.job';
import { SocialPostEntity } from './social-post.entity';

/**
 * A member writes one post for each chosen platform, published now or at its time: the posts and their publish jobs
 * are stored together, so none is lost and none goes out twice.
 */
@Injectable()
export class ComposePostsUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    private readonly services: OwnedServices,
  ) {}

  async execute(authorId: string, input: ComposeInput): Promise<SocialPostEntity[]> {
    const now = this.clock.now();
    const { platforms, content, hashtags, serviceId, scheduledFor } = parseOrThrow(composeInputSchema(now), input);
    return this.dataSource.transaction(async (manager) => {
      if (serviceId) await this.services.ownedBy(serviceId, authorId, manager);
      const posts: SocialPostEntity[] = [];
      for (const [index, platform] of platforms.entries()) {
        const post = manager.create(SocialPostEntity, {
          id: randomUUID(),
          authorId,
          platform,
          content,
          hashtags,
          serviceId,
          scheduledFor,
          status: 'scheduled',
          publishedVia: null,
          externalId: null,
          externalUrl: null,
          publishedAt: null,
          failureReason: null,
          attempts: 0,
          nextAttemptAt: null,
          likes: 0,
          shares: 0,
          comments: 0,
          engagementUpdatedAt: null,
          // A millisecond apart: the newest-first list shows one form's posts in a stable order.
          createdAt: new Date(now.getTime() + index),
        });
        await manager.insert(SocialPostEntity, post);
        await this.jobs.send(
          PublishPostJob,
          { postId: post.id, attempt: 1 },
          { key: publishJobKey(post.id, 1), at: scheduledFor ?? now, transaction: manager },
        );
        posts.push(post);
      }
      return posts;
    });
  }
}
