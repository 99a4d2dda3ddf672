import { baseServiceEnvSchema, runService } from '@village/kit';
import { CommunityModule } from './app.module';

runService('community', baseServiceEnvSchema, (env) => CommunityModule.register(env));
