/**
 * A `setupFiles` entry of every server test project (jest.config.js): makes `pg-boss` load through Node's
 * own module loader instead of Jest's sandbox, so any spec (and the migrated template, which installs the
 * job queue in every service schema) can start or migrate a queue. pg-boss 12 ships ES modules only;
 * Node 24 require()s them, but Jest 30 cannot without --experimental-vm-modules (jest.config.js compiles
 * only `jose` among node_modules). The code under test still runs the real, unmodified package.
 *
 * `node:module` inside Jest is Jest's subclass of Node's Module class; its prototype is Node's own class,
 * whose `createRequire` is the real one.
 */
jest.mock('pg-boss', () => {
  const host = Object.getPrototypeOf(jest.requireActual('node:module')) as typeof import('node:module');
  return host.createRequire(__filename)('pg-boss') as unknown;
});

export {};
