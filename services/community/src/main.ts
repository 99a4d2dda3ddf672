import { runService } from '@village/kit';
import { communityService } from './community.service';

runService(communityService);
