import { socialMemberErasureConsumer } from './erasure/member-erasure.consumer';
import { defineService, ErasedMemberEntity, handleJob } from '@village/kit';
import { socialMigrations } from '../migrations';
import { accountsEntities, accountsProviders } from './accounts/accounts.providers';
import { RefreshEngagementHandler } from './engagement/refresh-engagement.handler';
import { RefreshEngagementJob } from './engagement/refresh-engagement.job';
import { socialEnvSchema } from './env';
import { ComposePostsUseCase } from './posts/compose-posts.use-case';
import { PostQueries } from './posts/post-queries';
import { PostsResolver } from './posts/posts.resolver';
import { PublishPostHandler } from './posts/publish-post.handler';
import { PublishPostJob } from './posts/publish-post.job';
import { SocialPostEntity } from './posts/social-post.entity';
import { PromotableServiceEntity } from './promotable-services/promotable-service.entity';
import { promotableServicesConsumers } from './promotable-services/promotable-services.consumers';
import { serviceBriefsProviders } from './promotable-services/service-briefs';
import { platformAdaptersProviders } from './publishing/platform-adapters.providers';
import { SandboxPublicationEntity } from './sandbox/sandbox-publication.entity';
import { SandboxPublisher } from './sandbox/sandbox-publisher';
import { textGenerationProviders } from './generation/text-generation.providers';
import { SocialDataExportResolver } from './data-export/social-data-export.resolver';

export const socialService = defineService({
  name: 'social',
  env: socialEnvSchema,
  entities: [
    ErasedMemberEntity,
    PromotableServiceEntity,
    SocialPostEntity,
    SandboxPublicationEntity,
    ...accountsEntities,
  ],
  migrations: socialMigrations,
  consumers: [...promotableServicesConsumers, socialMemberErasureConsumer],
  providers: [
    SocialDataExportResolver,
    ...platformAdaptersProviders,
    ...serviceBriefsProviders,
    SandboxPublisher,
    ComposePostsUseCase,
    PostQueries,
    PostsResolver,
    ...textGenerationProviders,
    ...accountsProviders,
  ],
  jobs: [
    // Each post at its time, one job per try (the handler plans the next try of a passing failure itself).
    handleJob(PublishPostJob, PublishPostHandler, { timeoutMs: 2 * 60_000 }),
    // A published post's figures: first soon after publishing, then four times later each time, for 30 days.
    handleJob(RefreshEngagementJob, RefreshEngagementHandler, { timeoutMs: 2 * 60_000 }),
  ],
});
