import { migrateMain } from '@village/kit';
import { socialEntities, socialMigrations } from './social.data-source';

void migrateMain({ schema: 'social', entities: socialEntities, migrations: socialMigrations });
