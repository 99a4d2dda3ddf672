import { Module, type DynamicModule } from '@nestjs/common';
import {
  createLogger,
  EventsModule,
  eventsConfigFromEnv,
  KitModule,
  serviceStatusResolver,
  type BaseServiceEnv,
} from '@village/kit';
import { socialEntities, socialMigrations } from './social.data-source';

@Module({})
export class SocialModule {
  static register(env: BaseServiceEnv): DynamicModule {
    return {
      module: SocialModule,
      imports: [
        KitModule.forRoot({ env, schema: 'social', entities: socialEntities, migrations: socialMigrations }),
        EventsModule.forRoot({
          config: eventsConfigFromEnv(env),
          logger: createLogger('social', env.LOG_LEVEL),
          group: 'social',
          consumers: [],
        }),
      ],
      providers: [serviceStatusResolver('social')],
    };
  }
}
