import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CLOCK, JOB_QUEUE, type Clock, type JobHandler, type JobQueue } from '@village/kit';
import type { DataSource, EntityManager } from 'typeorm';
import type { z } from 'zod';
import { SocialPostEntity } from '../posts/social-post.entity';
import {
  CONNECTED_ACCOUNTS,
  PLATFORM_ADAPTERS,
  PublishFailure,
  type ConnectedAccounts,
  type Engagement,
  type PlatformAdapter,
} from '../publishing/publisher.port';
import { SandboxPublisher } from '../sandbox/sandbox-publisher';
import { RefreshEngagementJob, refreshJobKey } from './refresh-engagement.job';

type RefreshEngagementData = z.infer<typeof RefreshEngagementJob.data>;

const GAP_GROWTH = 4;
const MAX_GAP_SECONDS = 24 * 60 * 60;
const REFRESH_FOR_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Fetches a published post's likes, shares and comments (from the sandbox's own records, or from the platform that
 * published it), then plans the next fetch four times later (at most a day), until 30 days after publishing. A
 * platform that cannot answer this time leaves the figures as they were.
 */
@Injectable()
export class RefreshEngagementHandler implements JobHandler<RefreshEngagementData> {
  private readonly logger = new Logger(RefreshEngagementHandler.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @Inject(PLATFORM_ADAPTERS) private readonly adapters: PlatformAdapter[],
    @Inject(CONNECTED_ACCOUNTS) private readonly accounts: ConnectedAccounts,
    private readonly sandbox: SandboxPublisher,
  ) {}

  async handle({ postId, gapSeconds }: RefreshEngagementData): Promise<void> {
    const post = await this.dataSource.getRepository(SocialPostEntity).findOneBy({ id: postId });
    if (!post || post.status !== 'published' || !post.externalId || !post.publishedAt) return;
    const figures = await this.figuresOf(post, this.dataSource.manager);
    await this.dataSource.transaction(async (manager) => {
      const now = this.clock.now();
      if (figures) {
        await manager.update(SocialPostEntity, post.id, { ...figures, engagementUpdatedAt: now });
      }
      const nextGapSeconds = Math.min(gapSeconds * GAP_GROWTH, MAX_GAP_SECONDS);
      const nextAt = new Date(now.getTime() + nextGapSeconds * 1000);
      if (nextAt.getTime() > post.publishedAt!.getTime() + REFRESH_FOR_MS) return;
      await this.jobs.send(
        RefreshEngagementJob,
        { postId: post.id, gapSeconds: nextGapSeconds },
        { key: refreshJobKey(post.id, nextAt), at: nextAt, transaction: manager },
      );
    });
  }

  /** The post's figures now, or null when they cannot be had this time (the next refresh tries again). */
  private async figuresOf(post: SocialPostEntity, manager: EntityManager): Promise<Engagement | null> {
    const externalId = post.externalId!;
    if (post.publishedVia === 'sandbox') {
      return (await this.sandbox.engagement([externalId], manager)).get(externalId) ?? null;
    }
    const adapter = this.adapters.find((candidate) => candidate.platform === post.platform);
    const account = adapter ? await this.accounts.accountFor(post.authorId, post.platform) : null;
    if (!adapter || !account) return null;
    try {
      return (await adapter.engagement([externalId], account)).get(externalId) ?? null;
    } catch (error) {
      // A platform that fails now is asked again at the next refresh: the chain of refreshes must not end here.
      const reason = error instanceof PublishFailure ? error.reason : (error as Error).name;
      this.logger.warn(`engagement of post ${post.id} not fetched: ${reason}`);
      return null;
    }
  }
}
