import { runService } from '@village/kit';
import { identityService } from './identity.service';

runService(identityService);
