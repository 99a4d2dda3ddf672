import type { DataSourceOptions, MixedList, EntitySchema } from 'typeorm';
import { SnakeNamingStrategy } from './snake-naming.strategy';

export interface ServiceDataSourceInput {
  url: string;
  schema: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function | string | EntitySchema>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: MixedList<Function | string>;
  poolSize?: number;
}

export function serviceDataSourceOptions(input: ServiceDataSourceInput): DataSourceOptions {
  return {
    type: 'postgres',
    url: input.url,
    schema: input.schema,
    entities: input.entities,
    migrations: input.migrations,
    migrationsTableName: 'migrations',
    migrationsRun: false,
    synchronize: false,
    namingStrategy: new SnakeNamingStrategy(),
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    extra: {
      max: input.poolSize ?? 10,
      application_name: `village-${input.schema}`,
      options: `-c search_path=${input.schema}`,
    },
  };
}
