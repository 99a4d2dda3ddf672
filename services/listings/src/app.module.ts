import { Module, type DynamicModule } from '@nestjs/common';
import {
  createLogger,
  EventsModule,
  eventsConfigFromEnv,
  KitModule,
  serviceStatusResolver,
  type BaseServiceEnv,
} from '@village/kit';
import { listingsEntities, listingsMigrations } from './listings.data-source';

@Module({})
export class ListingsModule {
  static register(env: BaseServiceEnv): DynamicModule {
    return {
      module: ListingsModule,
      imports: [
        KitModule.forRoot({ env, schema: 'listings', entities: listingsEntities, migrations: listingsMigrations }),
        EventsModule.forRoot({
          config: eventsConfigFromEnv(env),
          logger: createLogger('listings', env.LOG_LEVEL),
          group: 'listings',
          consumers: [],
        }),
      ],
      providers: [serviceStatusResolver('listings')],
    };
  }
}
