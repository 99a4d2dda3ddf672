import { migrateMain } from '@village/kit';
import { matchingEntities, matchingMigrations } from './matching.data-source';

void migrateMain({ schema: 'matching', entities: matchingEntities, migrations: matchingMigrations });
