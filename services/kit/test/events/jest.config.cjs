/**
 * Stand-alone jest config for the event bus (the root jest.config.js runs the
 * same files in its unit / integration tiers):
 *   npx jest -c services/kit/test/events/jest.config.cjs            # unit + integration
 * Integration specs need TEST_DATABASE_URL (a superuser URL of an empty database).
 */
const path = require('node:path');

const root = path.resolve(__dirname, '../../../..');

module.exports = {
  rootDir: root,
  testEnvironment: 'node',
  transform: {
    '^.+\\.ts$': [
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
    ],
  },
  moduleNameMapper: {
    '^@village/kit$': '<rootDir>/services/kit/src/index.ts',
    '^@village/proto$': '<rootDir>/proto/src/index.ts',
  },
  testMatch: ['<rootDir>/services/kit/src/events/**/*.spec.ts', '<rootDir>/services/kit/test/events/**/*.spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  testTimeout: 30_000,
};
