import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CLOCK, JOB_QUEUE, OutboxWriter, SERVICE_ENV, type Clock, type JobHandler, type JobQueue } from '@village/kit';
import { SocialPostPublishedEvent, timestampFromDate } from '@village/proto';
import type { DataSource, EntityManager } from 'typeorm';
import type { z } from 'zod';
import { RefreshEngagementJob, refreshJobKey } from '../engagement/refresh-engagement.job';
import type { SocialEnv } from '../env';
import { PromotableServiceEntity } from '../promotable-services/promotable-service.entity';
import {
  CONNECTED_ACCOUNTS,
  PLATFORM_ADAPTERS,
  PublishFailure,
  type ConnectedAccounts,
  type PlatformAdapter,
  type Publication,
} from '../publishing/publisher.port';
import { SandboxPublisher } from '../sandbox/sandbox-publisher';
import { PLATFORM_NAMES } from './platform-names';
import { firstPhotoUrl, publishRequestOf } from './post-publication';
import { PublishPostJob, publishJobKey } from './publish-post.job';
import { SocialPostEntity, type PublishedVia } from './social-post.entity';

type PublishPostData = z.infer<typeof PublishPostJob.data>;

const INSTAGRAM_NEEDS_PHOTO = 'Instagram posts need a photo: choose a service with a photo';

/**
 * Publishes one post, under its row lock: a post already published (or failed, or tried by a newer job) is left as
 * it is. A platform's passing failure (PublishFailure, retryable) is tried again later by a new job, with growing
 * gaps, up to SOCIAL_PUBLISH_ATTEMPTS tries; a refusal fails the post at once with its reason. Any other error rolls
 * the attempt back and the job queue runs the job again.
 */
@Injectable()
export class PublishPostHandler implements JobHandler<PublishPostData> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @Inject(SERVICE_ENV) private readonly env: SocialEnv,
    @Inject(PLATFORM_ADAPTERS) private readonly adapters: PlatformAdapter[],
    @Inject(CONNECTED_ACCOUNTS) private readonly accounts: ConnectedAccounts,
    private readonly sandbox: SandboxPublisher,
    private readonly outbox: OutboxWriter,
  ) {}

  async handle({ postId, attempt }: PublishPostData): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const post = await manager.findOne(SocialPostEntity, {
        where: { id: postId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!post || post.status !== 'scheduled' || post.attempts >= attempt) return;
      try {
        const { publication, via } = await this.publish(post, manager);
        await this.published(manager, post, publication, via);
      } catch (error) {
        if (!(error instanceof PublishFailure)) throw error;
        await this.failed(manager, post, error);
      }
    });
  }

  private async publish(
    post: SocialPostEntity,
    manager: EntityManager,
  ): Promise<{ publication: Publication; via: PublishedVia }> {
    const imageUrl = post.platform === 'instagram' ? await this.photoOf(post, manager) : null;
    if (post.platform === 'instagram' && !imageUrl) throw new PublishFailure(INSTAGRAM_NEEDS_PHOTO, false);
    const request = publishRequestOf(post, imageUrl);
    const adapter = this.adapters.find((candidate) => candidate.platform === post.platform);
    if (!adapter) {
      return { publication: await this.sandbox.publish(request, manager, this.clock.now()), via: 'sandbox' };
    }
    const account = await this.accounts.accountFor(post.authorId, post.platform);
    if (!account) {
      throw new PublishFailure(`Connect your ${PLATFORM_NAMES[post.platform]} account to publish there`, false);
    }
    return { publication: await adapter.publish(request, account), via: 'platform' };
  }

  private async photoOf(post: SocialPostEntity, manager: EntityManager): Promise<string | null> {
    if (!post.serviceId) return null;
    const service = await manager.findOneBy(PromotableServiceEntity, { serviceId: post.serviceId });
    return firstPhotoUrl(this.env.APP_URL, service);
  }

  private async published(
    manager: EntityManager,
    post: SocialPostEntity,
    publication: Publication,
    via: PublishedVia,
  ): Promise<void> {
    const publishedAt = this.clock.now();
    await manager.update(SocialPostEntity, post.id, {
      status: 'published',
      publishedVia: via,
      externalId: publication.externalId,
      externalUrl: publication.url,
      publishedAt,
      attempts: post.attempts + 1,
      failureReason: null,
      nextAttemptAt: null,
    });
    await this.outbox.add(
      manager,
      SocialPostPublishedEvent,
      {
        postId: post.id,
        authorId: post.authorId,
        platform: post.platform,
        serviceId: post.serviceId ?? '',
        publishedVia: via,
        externalId: publication.externalId,
        externalUrl: publication.url ?? '',
        publishedAt: timestampFromDate(publishedAt),
      },
      { key: post.id },
    );
    const gapSeconds = this.env.SOCIAL_ENGAGEMENT_FIRST_REFRESH_SECONDS;
    const refreshAt = new Date(publishedAt.getTime() + gapSeconds * 1000);
    await this.jobs.send(
      RefreshEngagementJob,
      { postId: post.id, gapSeconds },
      { key: refreshJobKey(post.id, refreshAt), at: refreshAt, transaction: manager },
    );
  }

  private async failed(manager: EntityManager, post: SocialPostEntity, failure: PublishFailure): Promise<void> {
    const attempts = post.attempts + 1;
    if (failure.retryable && attempts < this.env.SOCIAL_PUBLISH_ATTEMPTS) {
      const backoffMs = this.env.SOCIAL_PUBLISH_RETRY_SECONDS * 1000 * 2 ** (attempts - 1);
      const nextAttemptAt = new Date(this.clock.now().getTime() + Math.max(failure.retryAfterMs ?? 0, backoffMs));
      await manager.update(SocialPostEntity, post.id, { attempts, failureReason: failure.reason, nextAttemptAt });
      await this.jobs.send(
        PublishPostJob,
        { postId: post.id, attempt: attempts + 1 },
        { key: publishJobKey(post.id, attempts + 1), at: nextAttemptAt, transaction: manager },
      );
      return;
    }
    const tried = attempts === 1 ? 'tried once' : `tried ${attempts} times`;
    await manager.update(SocialPostEntity, post.id, {
      status: 'failed',
      attempts,
      failureReason: failure.retryable ? `${failure.reason}; ${tried}` : failure.reason,
      nextAttemptAt: null,
    });
  }
}
