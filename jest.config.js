/**
 * Test tiers (see scripts/test.mjs, which runs them in order and says why any tier is skipped):
 *   unit         no I/O: `src/**\/*.spec.ts(x)` in every package, and the web app under jsdom
 *   integration  real PostgreSQL: `test/**\/*.int.spec.ts`
 *   contract     supergraph, subgraph SDL drift, proto compatibility, event-bus and object-store suites:
 *                `**\/*.contract.spec.ts`
 * The end-to-end tier runs in Playwright (tests/e2e).
 */
const swcNode = [
  '@swc/jest',
  {
    swcrc: false,
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
];

const workspaceSources = {
  '^@village/kit$': '<rootDir>/services/kit/src/index.ts',
  '^@village/kit/errors$': '<rootDir>/services/kit/src/errors/index.ts',
  '^@village/kit/metrics$': '<rootDir>/services/kit/src/metrics/index.ts',
  '^@village/kit/token-cache$': '<rootDir>/services/kit/src/auth/verified-token-cache.ts',
  '^@village/kit/ids$': '<rootDir>/services/kit/src/ids/uuid.ts',
  '^@village/kit/shutdown$': '<rootDir>/services/kit/src/health/graceful-shutdown.ts',
  '^@village/kit/tracing$': '<rootDir>/services/kit/src/tracing/index.ts',
  '^@village/proto$': '<rootDir>/proto/src/index.ts',
  // infra/ is ES modules: its relative imports name the compiled `.js` file; jest reads the `.ts` source.
  '^(\\.{1,2}/.*)\\.js$': '$1',
};

const serverProject = (name, testMatch, extra = {}) => ({
  displayName: name,
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: {
    '^.+\\.ts$': swcNode,
    '^.+/node_modules/(jose|@scure/base|@noble/hashes|openid-client|oauth4webapi)/.+\\.js$': swcNode,
  },
  // jose, otplib's @scure/base and @noble/hashes, and openid-client (with its oauth4webapi) ship only ES modules;
  // Node loads them natively, jest needs them compiled.
  transformIgnorePatterns: ['/node_modules/(?!(jose|@scure/base|@noble/hashes|openid-client|oauth4webapi)/)'],
  moduleNameMapper: workspaceSources,
  testMatch,
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/web/'],
  // pg-boss ships only ES modules, and prom-client's default metrics hook the process: every spec gets Node's own
  // copy of pg-boss and of prom-client's default metrics (see the files).
  setupFiles: ['<rootDir>/tests/support/native-pg-boss.ts', '<rootDir>/tests/support/native-prom-client.ts'],
  ...extra,
});

const databaseSetup = {
  globalSetup: '<rootDir>/tests/support/database.global-setup.mjs',
  globalTeardown: '<rootDir>/tests/support/database.global-teardown.mjs',
  setupFilesAfterEnv: ['<rootDir>/tests/support/database.per-file.ts'],
};

const tiers = {
  unit: [
    serverProject('unit', [
      '<rootDir>/services/*/src/**/*.spec.ts',
      '<rootDir>/gateway/src/**/*.spec.ts',
      '<rootDir>/proto/src/**/*.spec.ts',
      '<rootDir>/infra/src/**/*.spec.ts',
    ]),
    '<rootDir>/web/jest.config.cjs',
  ],
  integration: [serverProject('integration', ['<rootDir>/**/test/**/*.int.spec.ts'], databaseSetup)],
  contract: [serverProject('contract', ['<rootDir>/**/*.contract.spec.ts'], databaseSetup)],
};

const selected = process.env.TEST_TIER;
module.exports = {
  projects: selected ? tiers[selected] : Object.values(tiers).flat(),
  testTimeout: 30_000,
};
