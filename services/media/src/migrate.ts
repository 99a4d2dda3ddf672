import { migrateMain } from '@village/kit';
import { MEDIA_SCHEMA, mediaEntities, mediaMigrations } from './media.data-source';

void migrateMain({ schema: MEDIA_SCHEMA, entities: mediaEntities, migrations: mediaMigrations });
