import { runService } from '@village/kit';
import { socialService } from './social.service';

runService(socialService);
