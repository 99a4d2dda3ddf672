import { Module, type DynamicModule } from '@nestjs/common';
import {
  createLogger,
  EventsModule,
  eventsConfigFromEnv,
  KitModule,
  serviceStatusResolver,
  type BaseServiceEnv,
} from '@village/kit';
import { communityEntities, communityMigrations } from './community.data-source';

@Module({})
export class CommunityModule {
  static register(env: BaseServiceEnv): DynamicModule {
    return {
      module: CommunityModule,
      imports: [
        KitModule.forRoot({ env, schema: 'community', entities: communityEntities, migrations: communityMigrations }),
        EventsModule.forRoot({
          config: eventsConfigFromEnv(env),
          logger: createLogger('community', env.LOG_LEVEL),
          group: 'community',
          consumers: [],
        }),
      ],
      providers: [serviceStatusResolver('community')],
    };
  }
}
