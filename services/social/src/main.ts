import { baseServiceEnvSchema, runService } from '@village/kit';
import { SocialModule } from './app.module';

runService('social', baseServiceEnvSchema, (env) => SocialModule.register(env));
