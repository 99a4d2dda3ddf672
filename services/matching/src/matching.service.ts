import { defineService } from '@village/kit';
import { matchingMigrations } from '../migrations';
import { matchingEnvSchema } from './env';
import { MatchingUser } from './matching-profiles/matching-user.model';
import { UserMatchingProfileResolver } from './matching-profiles/user-matching-profile.resolver';
import { MemberProjectionEntity } from './members/member-projection.entity';
import { userRegisteredConsumer } from './members/user-registered.consumer';

export const matchingService = defineService({
  name: 'matching',
  env: matchingEnvSchema,
  entities: [MemberProjectionEntity],
  migrations: matchingMigrations,
  consumers: [userRegisteredConsumer],
  entityTypes: [MatchingUser],
  providers: [UserMatchingProfileResolver],
});
