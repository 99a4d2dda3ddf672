import { runService } from '@village/kit';
import { mediaService } from './media.service';

runService(mediaService);
