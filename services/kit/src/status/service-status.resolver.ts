import type { Type } from '@nestjs/common';
import { Query, Resolver } from '@nestjs/graphql';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AdminOnly } from '../auth/access.decorators';
import { ServiceStatus } from './service-status.model';

/** `<service>Status` for admins: which migrations ran and how many events wait in the outbox. */
export function serviceStatusResolver(service: string): Type {
  @Resolver(() => ServiceStatus)
  class ServiceStatusResolver {
    constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

    @AdminOnly()
    @Query(() => ServiceStatus, { name: `${service}Status` })
    async status(): Promise<ServiceStatus> {
      const [migrations] = await this.dataSource.query<{ applied: number; last: string | null }[]>(
        `SELECT count(*)::int AS applied,
                (SELECT name FROM migrations ORDER BY "timestamp" DESC, id DESC LIMIT 1) AS last
           FROM migrations`,
      );
      const [outbox] = await this.dataSource.query<{ backlog: number }[]>(
        `SELECT count(*)::int AS backlog FROM outbox`,
      );
      return {
        service,
        migrationsApplied: migrations.applied,
        lastMigration: migrations.last,
        outboxBacklog: outbox.backlog,
      };
    }
  }
  return ServiceStatusResolver;
}
