import { Module, type DynamicModule } from '@nestjs/common';
import { KitModule, type BaseServiceEnv } from '@village/kit';
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
          consumers: [userRegisteredHandler],
          entityTypes: [UserReference],
        }),
      ],
      providers: [UserMatchingResolver],
    };
  }
}
