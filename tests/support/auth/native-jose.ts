/**
 * Import this module BEFORE anything that imports `jose` (identity's TokenIssuer, the gateway's
 * SessionResolver, test-keys.ts). It makes `jose` resolve through Node's own module loader.
 *
 * Why: jose 6 is ESM-only, and Jest 30 cannot require() an ES module from its sandbox on Node < 24.9
 * ("Must use import to load ES Module"); the repository's jest tiers do not transform node_modules.
 * Node itself (>= 20.19) loads ESM with require(), so the code under test still runs the real, unmodified
 * jose. `require('node:module')` inside Jest is Jest's subclass of Node's Module class, whose
 * `createRequire` is re-routed to the sandbox; its prototype is Node's own class.
 */
jest.mock('jose', () => {
  const hostModule = Object.getPrototypeOf(require('node:module')) as typeof import('node:module');
  return hostModule.createRequire(__filename)('jose') as typeof import('jose');
});

export {};
