import { migrateService } from '@village/kit';
import { socialService } from './social.service';

void migrateService(socialService);
