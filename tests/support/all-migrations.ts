import type { Type } from '@nestjs/common';
import { rosterEntries, serviceDataSourceOptions } from '@village/kit';

export interface ServiceMigrations {
  name: string;
  schema: string;
  migrations: Type[];
}

/**
 * Every service of the roster with its migrations (`services/<name>/migrations/index.ts` exports
 * `<name>Migrations`). Read without the services' declarations: those load Nest modules and GraphQL types, which a
 * spec file of one service must not see from the others.
 */
export async function allServiceMigrations(): Promise<ServiceMigrations[]> {
  return Promise.all(
    rosterEntries().map(async ({ name, schema }) => {
      const exported = (await import(`../../services/${name}/migrations`)) as Record<string, Type[] | undefined>;
      const migrations = exported[`${name}Migrations`];
      if (!migrations) throw new Error(`services/${name}/migrations/index.ts does not export ${name}Migrations`);
      return { name, schema, migrations };
    }),
  );
}

/** Options that run a service's migrations on a database (entities are not needed to migrate). */
export const migrationOptions = (url: string, service: ServiceMigrations) =>
  serviceDataSourceOptions({ url, schema: service.schema, entities: [], migrations: service.migrations, poolSize: 2 });
