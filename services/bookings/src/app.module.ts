import { Module, type DynamicModule } from '@nestjs/common';
import {
  createLogger,
  EventsModule,
  eventsConfigFromEnv,
  KitModule,
  serviceStatusResolver,
  type BaseServiceEnv,
} from '@village/kit';
import { bookingsEntities, bookingsMigrations } from './bookings.data-source';

@Module({})
export class BookingsModule {
  static register(env: BaseServiceEnv): DynamicModule {
    return {
      module: BookingsModule,
      imports: [
        KitModule.forRoot({ env, schema: 'bookings', entities: bookingsEntities, migrations: bookingsMigrations }),
        EventsModule.forRoot({
          config: eventsConfigFromEnv(env),
          logger: createLogger('bookings', env.LOG_LEVEL),
          group: 'bookings',
          consumers: [],
        }),
      ],
      providers: [serviceStatusResolver('bookings')],
    };
  }
}
