import { matchingMemberErasureConsumer } from './erasure/member-erasure.consumer';
import { defineService, ErasedMemberEntity, memberBlocksProjection } from '@village/kit';
import { memberContactRulesProjection } from '@village/kit';
import { matchingMigrations } from '../migrations';
import { availabilityEntities, availabilityProviders } from './availability/availability.providers';
import { matchingEnvSchema } from './env';
import { MatchingUser } from './matching-profiles/matching-user.model';
import { UserMatchingProfileResolver } from './matching-profiles/user-matching-profile.resolver';
import { matchesEntities, matchesJobs, matchesProviders } from './matches/matches.providers';
import { MemberProfileEntity } from './members/member-profile.entity';
import { MemberProjectionEntity } from './members/member-projection.entity';
import { memberStandingConsumers } from './members/member-standing.consumers';
import { userProfileUpdatedConsumer } from './members/user-profile-updated.consumer';
import { userRegisteredConsumer } from './members/user-registered.consumer';
import { offersConsumers, offersEntities } from './offers/offers.providers';
import { preferencesEntities, preferencesProviders } from './preferences/preferences.providers';
import { MatchingDataExportResolver } from './data-export/matching-data-export.resolver';

export const matchingService = defineService({
  name: 'matching',
  env: matchingEnvSchema,
  entities: [
    ErasedMemberEntity,
    MemberProjectionEntity,
    MemberProfileEntity,
    ...memberBlocksProjection.entities,
    ...memberContactRulesProjection('matching-contact-rules').entities,
    ...offersEntities,
    ...preferencesEntities,
    ...availabilityEntities,
    ...matchesEntities,
  ],
  migrations: matchingMigrations,
  consumers: [
    userRegisteredConsumer,
    userProfileUpdatedConsumer,
    ...memberStandingConsumers,
    ...memberBlocksProjection.consumers,
    ...memberContactRulesProjection('matching-contact-rules').consumers,
    ...offersConsumers,
    matchingMemberErasureConsumer,
  ],
  entityTypes: [MatchingUser],
  providers: [
    MatchingDataExportResolver,
    UserMatchingProfileResolver,
    ...preferencesProviders,
    ...availabilityProviders,
    ...matchesProviders,
  ],
  jobs: [...matchesJobs],
});
