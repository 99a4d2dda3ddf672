import { EVENT_ENTITIES } from '@village/kit';
import { InitialMatchingSchema1763769600000 } from '../migrations/1763769600000-initial-matching-schema';
import { MemberProjectionEntity } from './members/member-projection.entity';

export const matchingEntities = [MemberProjectionEntity, ...EVENT_ENTITIES];
export const matchingMigrations = [InitialMatchingSchema1763769600000];
