/** @type {import('jest').Config} */
module.exports = {
  rootDir: __dirname,
  displayName: 'web',
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src', '<rootDir>/build'],
  testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        swcrc: false,
        jsc: {
          target: 'es2022',
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '\\.css$': '<rootDir>/src/test/style-stub.cjs',
  },
};
