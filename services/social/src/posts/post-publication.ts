import type { PromotableServiceEntity } from '../promotable-services/promotable-service.entity';
import type { PublishRequest } from '../publishing/publisher.port';
import type { SocialPostEntity } from './social-post.entity';

/** The post as it reads on the platform: its content, then its hashtags. */
export function platformText(post: Pick<SocialPostEntity, 'content' | 'hashtags'>): string {
  if (post.hashtags.length === 0) return post.content;
  return `${post.content}\n\n${post.hashtags.map((tag) => `#${tag}`).join(' ')}`;
}

/** A service's first photo as media serves it publicly (the full-size variant), or null. */
export function firstPhotoUrl(appUrl: string, service: PromotableServiceEntity | null): string | null {
  const photoId = service && !service.deleted ? service.photoIds[0] : undefined;
  return photoId ? new URL(`/media/service-photos/${photoId}/full.webp`, appUrl).toString() : null;
}

export function publishRequestOf(post: SocialPostEntity, imageUrl: string | null): PublishRequest {
  return { postId: post.id, platform: post.platform, text: platformText(post), imageUrl };
}
