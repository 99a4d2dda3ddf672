import { baseServiceEnvSchema, runService } from '@village/kit';
import { ListingsModule } from './app.module';

runService('listings', baseServiceEnvSchema, (env) => ListingsModule.register(env));
