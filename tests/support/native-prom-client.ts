/**
 * A `setupFiles` entry of every server test project (jest.config.js): makes `prom-client` load through Node's own
 * module loader instead of Jest's sandbox, once per Jest worker as it is once per process in production. The
 * process's default metrics (services/kit/src/metrics/process-metrics.ts) install process-wide observers that are
 * never released; loaded in each spec file's sandbox, their callbacks would keep that spec file's whole module
 * registry (and every application it started) reachable until the worker ends.
 *
 * `node:module` inside Jest is Jest's subclass of Node's Module class; its prototype is Node's own class,
 * whose `createRequire` is the real one.
 */
jest.mock('prom-client', () => {
  const host = Object.getPrototypeOf(jest.requireActual('node:module')) as typeof import('node:module');
  return host.createRequire(__filename)('prom-client') as unknown;
});

export {};
