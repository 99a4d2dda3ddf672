// The parts of the kit's metrics the gateway shares (no Nest, no TypeORM): `@village/kit/metrics`.
export * from './service-metrics';
export * from './metrics-server';
export * from './http-metrics';
export * from './graphql-metrics.plugin';
export * from './scraped-gauge';
