// Pure (no NestJS, no I/O): the gateway imports this as `@village/kit/errors`.
export * from './domain-error';
export * from './transport-mapping';
export * from './parse-or-throw';
export * from './dependency-unavailable';
