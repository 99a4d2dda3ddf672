/**
 * A `setupFiles` entry of every server test project (jest.config.js): the process-wide part of `prom-client` (the
 * default collectors and the global registry they fill, services/kit/src/metrics/process-metrics.ts) is Node's own
 * copy, loaded once per Jest worker as it is once per process in production. Its collectors install observers that
 * are never released; loaded in each spec file's sandbox, their callbacks would keep that spec file's whole module
 * registry (and every application it started) reachable until the worker ends.
 *
 * The metric classes and registries stay the sandbox's: prom-client awaits a metric's `collect` only when it
 * returns an `instanceof Promise` of its own realm, which the kit's async collects (scraped gauges) are not
 * across realms.
 *
 * `node:module` inside Jest is Jest's subclass of Node's Module class; its prototype is Node's own class,
 * whose `createRequire` is the real one.
 */
jest.mock('prom-client', () => {
  const host = Object.getPrototypeOf(jest.requireActual('node:module')) as typeof import('node:module');
  const native = host.createRequire(__filename)('prom-client') as typeof import('prom-client');
  const sandboxed = jest.requireActual<typeof import('prom-client')>('prom-client');
  return { ...sandboxed, collectDefaultMetrics: native.collectDefaultMetrics, register: native.register };
});

export {};
