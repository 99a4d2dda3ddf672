import { Int, Query, Resolver } from '@nestjs/graphql';
import { InjectDataSource } from '@nestjs/typeorm';
import { AdminOnly } from '@village/kit';
import type { DataSource } from 'typeorm';
import { ServiceEntity } from '../service-model/service.entity';

/** listings' figure on the admin overview. */
@Resolver()
export class ListingsAdminCountsResolver {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @AdminOnly()
  @Query(() => Int, { description: 'How many services are listed, whatever their status (admins only).' })
  async serviceCount(): Promise<number> {
    return this.dataSource.getRepository(ServiceEntity).count();
  }
}
