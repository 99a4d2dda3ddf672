/**
 * Media's own jest configuration (the repository-wide one lives at the root). Runs media's unit and
 * integration specs and the kit's object-store specs, which media's storage depends on.
 *
 *   npx jest -c services/media/test/jest.config.cjs                 # everything
 *   npx jest -c services/media/test/jest.config.cjs --selectProjects unit
 */
const path = require('node:path');

const repo = path.resolve(__dirname, '../../..');

const swc = [
  '@swc/jest',
  {
    swcrc: false,
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
];

const shared = {
  rootDir: repo,
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper: {
    '^@village/kit$': '<rootDir>/services/kit/src/index.ts',
    '^@village/proto$': '<rootDir>/proto/src/index.ts',
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};

module.exports = {
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testMatch: ['<rootDir>/services/media/src/**/*.spec.ts'],
    },
    {
      ...shared,
      displayName: 'integration',
      testMatch: [
        '<rootDir>/services/media/test/**/*.int.spec.ts',
        '<rootDir>/services/kit/test/object-store/**/*.spec.ts',
      ],
      testTimeout: 30_000,
    },
  ],
};
