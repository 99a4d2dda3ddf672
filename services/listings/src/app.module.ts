import { Module, type DynamicModule } from '@nestjs/common';
import { KitModule, type BaseServiceEnv } from '@village/kit';
import { listingsEntities, listingsMigrations } from './listings.data-source';

@Module({})
export class ListingsModule {
  static register(env: BaseServiceEnv): DynamicModule {
    return {
      module: ListingsModule,
      imports: [
        KitModule.forRoot({ env, schema: 'listings', entities: listingsEntities, migrations: listingsMigrations }),
      ],
    };
  }
}
