import { defineService, memberBlocksProjection } from '@village/kit';
import { matchingMigrations } from '../migrations';
import { matchingEnvSchema } from './env';
import { MatchingUser } from './matching-profiles/matching-user.model';
import { UserMatchingProfileResolver } from './matching-profiles/user-matching-profile.resolver';
import { matchesConsumers, matchesEntities, matchesJobs, matchesProviders } from './matches/matches.providers';
import { MemberProfileEntity } from './members/member-profile.entity';
import { MemberProjectionEntity } from './members/member-projection.entity';
import { userProfileUpdatedConsumer } from './members/user-profile-updated.consumer';
import { userRegisteredConsumer } from './members/user-registered.consumer';

export const matchingService = defineService({
  name: 'matching',
  env: matchingEnvSchema,
  entities: [MemberProjectionEntity, MemberProfileEntity, ...memberBlocksProjection.entities, ...matchesEntities],
  migrations: matchingMigrations,
  consumers: [
    userRegisteredConsumer,
    userProfileUpdatedConsumer,
    ...memberBlocksProjection.consumers,
    ...matchesConsumers,
  ],
  entityTypes: [MatchingUser],
  providers: [UserMatchingProfileResolver, ...matchesProviders],
  jobs: [...matchesJobs],
});
