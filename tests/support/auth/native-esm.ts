/**
 * Import this module FIRST in a spec that registers @fastify/cookie or injects requests with cookies (the
 * gateway's): it makes `@fastify/cookie` and `cookie` load through Node's own module loader instead of
 * Jest's sandbox.
 *
 * Why: on Node < 24.9, Jest 30 (without --experimental-vm-modules) can neither require() an ES module
 * ("Must use import to load ES Module") nor run a dynamic import() ("A dynamic import callback was invoked
 * without --experimental-vm-modules"), and jest.config.js compiles only `jose` among node_modules:
 *   - @fastify/cookie 11 loads `cookie` 2 (ESM-only) with a dynamic import() when it is registered;
 *   - light-my-request (Fastify's inject) require()s `cookie` 2 for `inject({ cookies })` and `response.cookies`.
 * Node itself loads them, so the code under test still runs the real, unmodified packages.
 * (Compiling `cookie` like `jose` in jest.config.js would not be enough: the dynamic import() would remain.)
 *
 * `node:module` inside Jest is Jest's subclass of Node's Module class, whose `createRequire`
 * is re-routed to the sandbox; its prototype is Node's own class, with the real `createRequire`.
 */
jest.mock('@fastify/cookie', () => {
  const host = Object.getPrototypeOf(jest.requireActual('node:module')) as typeof import('node:module');
  return host.createRequire(__filename)('@fastify/cookie') as typeof import('@fastify/cookie');
});

jest.mock('cookie', () => {
  const host = Object.getPrototypeOf(jest.requireActual('node:module')) as typeof import('node:module');
  return host.createRequire(__filename)('cookie') as unknown;
});

export {};
