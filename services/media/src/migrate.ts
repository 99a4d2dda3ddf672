import { migrateService } from '@village/kit';
import { mediaService } from './media.service';

void migrateService(mediaService);
