import { Module, type DynamicModule } from '@nestjs/common';
import { KitModule, type BaseServiceEnv } from '@village/kit';
import { socialEntities, socialMigrations } from './social.data-source';

@Module({})
export class SocialModule {
  static register(env: BaseServiceEnv): DynamicModule {
    return {
      module: SocialModule,
      imports: [KitModule.forRoot({ env, schema: 'social', entities: socialEntities, migrations: socialMigrations })],
    };
  }
}
