import { EVENT_ENTITIES } from '@village/kit';
import { InitialSocialSchema1763769600000 } from '../migrations/1763769600000-initial-social-schema';

export const socialEntities = [...EVENT_ENTITIES];
export const socialMigrations = [InitialSocialSchema1763769600000];
