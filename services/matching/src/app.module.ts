import { Module, type DynamicModule } from '@nestjs/common';
import {
  createLogger,
  EventsModule,
  eventsConfigFromEnv,
  KitModule,
  serviceStatusResolver,
  type BaseServiceEnv,
} from '@village/kit';
import { UserMatchingResolver } from './graph/user-matching.resolver';
import { UserReference } from './graph/user-reference.model';
import { matchingEntities, matchingMigrations } from './matching.data-source';
import { userRegisteredHandler } from './members/user-registered.handler';

@Module({})
export class MatchingModule {
  static register(env: BaseServiceEnv): DynamicModule {
    return {
      module: MatchingModule,
      imports: [
        KitModule.forRoot({
          env,
          schema: 'matching',
          entities: matchingEntities,
          migrations: matchingMigrations,
          entityTypes: [UserReference],
        }),
        EventsModule.forRoot({
          config: eventsConfigFromEnv(env),
          logger: createLogger('matching', env.LOG_LEVEL),
          group: 'matching',
          consumers: [userRegisteredHandler],
        }),
      ],
      providers: [UserMatchingResolver, serviceStatusResolver('matching')],
    };
  }
}
