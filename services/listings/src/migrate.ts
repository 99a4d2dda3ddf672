import { migrateService } from '@village/kit';
import { listingsService } from './listings.service';

void migrateService(listingsService);
