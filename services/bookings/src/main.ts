import { runService } from '@village/kit';
import { bookingsService } from './bookings.service';

runService(bookingsService);
