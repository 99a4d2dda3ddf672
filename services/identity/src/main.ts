import { runService } from '@village/kit';
import { IdentityModule } from './app.module';
import { identityEnvSchema } from './env';

runService('identity', identityEnvSchema, (env) => IdentityModule.register(env));
