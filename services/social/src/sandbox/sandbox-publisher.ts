import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import type { Engagement, Publication, PublishRequest } from '../publishing/publisher.port';
import { SandboxPublicationEntity } from './sandbox-publication.entity';

/**
 * The publisher of platforms this deployment has not configured: it posts nothing anywhere, it records what would
 * have been posted in `sandbox_publications` (posts it publishes say publishedVia 'sandbox').
 */
@Injectable()
export class SandboxPublisher {
  /** Records the post once; a second call for the same post returns the first record. */
  async publish(request: PublishRequest, manager: EntityManager, now: Date): Promise<Publication> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(SandboxPublicationEntity)
      .values({
        id: randomUUID(),
        postId: request.postId,
        platform: request.platform,
        text: request.text,
        imageUrl: request.imageUrl,
        publishedAt: now,
      })
      .orIgnore()
      .execute();
    const recorded = await manager.findOneByOrFail(SandboxPublicationEntity, { postId: request.postId });
    return { externalId: recorded.id, url: null, publishedAt: recorded.publishedAt };
  }

  /** The figures recorded against its publications, by publication id. */
  async engagement(externalIds: string[], manager: EntityManager): Promise<Map<string, Engagement>> {
    if (externalIds.length === 0) return new Map();
    const recorded = await manager.findBy(SandboxPublicationEntity, { id: In(externalIds) });
    return new Map(
      recorded.map((row) => [row.id, { likes: row.likes, shares: row.shares, comments: row.comments }] as const),
    );
  }
}
