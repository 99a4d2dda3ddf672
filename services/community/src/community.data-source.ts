import { EVENT_ENTITIES } from '@village/kit';
import { InitialCommunitySchema1763769600000 } from '../migrations/1763769600000-initial-community-schema';

export const communityEntities = [...EVENT_ENTITIES];
export const communityMigrations = [InitialCommunitySchema1763769600000];
