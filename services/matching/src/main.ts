import { runService } from '@village/kit';
import { matchingService } from './matching.service';

runService(matchingService);
