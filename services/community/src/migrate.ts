import { migrateMain } from '@village/kit';
import { communityEntities, communityMigrations } from './community.data-source';

void migrateMain({ schema: 'community', entities: communityEntities, migrations: communityMigrations });
