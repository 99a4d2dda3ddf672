import { baseServiceEnvSchema, runService } from '@village/kit';
import { BookingsModule } from './app.module';

runService('bookings', baseServiceEnvSchema, (env) => BookingsModule.register(env));
