import { migrateService } from '@village/kit';
import { matchingService } from './matching.service';

void migrateService(matchingService);
