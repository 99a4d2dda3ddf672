import { runService } from '@village/kit';
import { listingsService } from './listings.service';

runService(listingsService);
