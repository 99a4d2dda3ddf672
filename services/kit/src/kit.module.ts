import { Module, type DynamicModule, type Provider, type Type } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { ServiceDataSourceInput } from './database/data-source-options';
import { serviceDataSourceOptions } from './database/data-source-options';
import { AuthModule } from './auth/auth.module';
import type { BaseServiceEnv } from './config/env';
import { subgraphModule } from './graphql/subgraph.module';
import { HealthController } from './health/health.controller';
import { READINESS_CHECKS } from './health/readiness-check';

export interface KitModuleOptions {
  env: BaseServiceEnv;
  schema: string;
  entities: ServiceDataSourceInput['entities'];
  migrations: ServiceDataSourceInput['migrations'];
  /** Entity types the service extends but never returns from a query (see subgraphModule). */
  entityTypes?: Type[];
}

export const SERVICE_ENV = Symbol('SERVICE_ENV');

@Module({})
export class KitModule {
  static forRoot(options: KitModuleOptions): DynamicModule {
    const { env } = options;
    const providers: Provider[] = [
      { provide: SERVICE_ENV, useValue: env },
      { provide: READINESS_CHECKS, useValue: [] },
    ];
    return {
      module: KitModule,
      global: true,
      imports: [
        TypeOrmModule.forRoot(
          serviceDataSourceOptions({
            url: env.DATABASE_URL,
            schema: options.schema,
            entities: options.entities,
            migrations: options.migrations,
          }),
        ),
        AuthModule.forRoot({ jwksUrl: env.JWKS_URL, issuer: env.JWT_ISSUER, audience: env.JWT_AUDIENCE }),
        subgraphModule({
          introspection: env.GRAPHQL_INTROSPECTION ?? env.NODE_ENV !== 'production',
          entityTypes: options.entityTypes,
        }),
      ],
      controllers: [HealthController],
      providers,
      exports: [SERVICE_ENV],
    };
  }
}
