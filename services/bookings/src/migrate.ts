import { migrateService } from '@village/kit';
import { bookingsService } from './bookings.service';

void migrateService(bookingsService);
