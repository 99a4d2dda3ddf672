import { migrateService } from '@village/kit';
import { identityService } from './identity.service';

void migrateService(identityService);
