import { migrateMain } from '@village/kit';
import { identityEntities, identityMigrations } from './identity.data-source';

void migrateMain({ schema: 'identity', entities: identityEntities, migrations: identityMigrations });
