import { migrateService } from '@village/kit';
import { communityService } from './community.service';

void migrateService(communityService);
