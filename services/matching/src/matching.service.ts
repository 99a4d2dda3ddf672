import { defineService } from '@village/kit';
import { matchingMigrations } from '../migrations';
import { matchingEnvSchema } from './env';
import { MatchingUser } from './matching-profiles/matching-user.model';
import { UserMatchingProfileResolver } from './matching-profiles/user-matching-profile.resolver';
import { MemberProfileEntity } from './members/member-profile.entity';
import { MemberProjectionEntity } from './members/member-projection.entity';
import { userProfileUpdatedConsumer } from './members/user-profile-updated.consumer';
import { userRegisteredConsumer } from './members/user-registered.consumer';

export const matchingService = defineService({
  name: 'matching',
  env: matchingEnvSchema,
  entities: [MemberProjectionEntity, MemberProfileEntity],
  migrations: matchingMigrations,
  consumers: [userRegisteredConsumer, userProfileUpdatedConsumer],
  entityTypes: [MatchingUser],
  providers: [UserMatchingProfileResolver],
});
