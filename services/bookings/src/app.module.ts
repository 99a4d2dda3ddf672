import { Module, type DynamicModule } from '@nestjs/common';
import { KitModule, type BaseServiceEnv } from '@village/kit';
import { bookingsEntities, bookingsMigrations } from './bookings.data-source';

@Module({})
export class BookingsModule {
  static register(env: BaseServiceEnv): DynamicModule {
    return {
      module: BookingsModule,
      imports: [
        KitModule.forRoot({ env, schema: 'bookings', entities: bookingsEntities, migrations: bookingsMigrations }),
      ],
    };
  }
}
