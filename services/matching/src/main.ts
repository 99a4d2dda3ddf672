import { baseServiceEnvSchema, runService } from '@village/kit';
import { MatchingModule } from './app.module';

runService('matching', baseServiceEnvSchema, (env) => MatchingModule.register(env));
