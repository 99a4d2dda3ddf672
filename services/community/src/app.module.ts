import { Module, type DynamicModule } from '@nestjs/common';
import { KitModule, type BaseServiceEnv } from '@village/kit';
import { communityEntities, communityMigrations } from './community.data-source';

@Module({})
export class CommunityModule {
  static register(env: BaseServiceEnv): DynamicModule {
    return {
      module: CommunityModule,
      imports: [
        KitModule.forRoot({ env, schema: 'community', entities: communityEntities, migrations: communityMigrations }),
      ],
    };
  }
}
