import js from '@eslint/js';
import { readFileSync } from 'node:fs';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The services of services/roster.json, the one list of them. */
const SERVICES = JSON.parse(readFileSync(new URL('./services/roster.json', import.meta.url), 'utf8')).services.map(
  (service) => service.name,
);

/** A service may import only itself, services/kit and proto: never another service. */
const serviceBoundaries = SERVICES.map((service) => ({
  files: [`services/${service}/**/*.ts`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: SERVICES.filter((other) => other !== service).flatMap((other) => [
              `@village/${other}`,
              `**/services/${other}/**`,
              `../../${other}/**`,
            ]),
            message: 'Services never import each other: use events or federation entity references.',
          },
          {
            group: ['@village/gateway', '**/gateway/**', '@village/web', '**/web/src/**'],
            message: 'Services do not import the gateway or the web app.',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'proto/src/gen/**',
      'web/src/graphql/generated/**',
      '.village/**',
      '.cache/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '**/*.cjs',
      '**/*.mjs',
      '*.config.js',
      'charts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { arguments: false, attributes: false } },
      ],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/no-extraneous-class': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/require-await': 'off',
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
    },
  },
  ...serviceBoundaries,
  {
    files: ['services/kit/**/*.ts', 'proto/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/services/*/src/**', ...SERVICES.map((s) => `@village/${s}`)],
              message: 'The kit and proto never depend on a service.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@village/kit',
                '@village/proto',
                '@village/gateway',
                '@nestjs/*',
                'typeorm',
                'pg',
                '**/services/**',
                // The web's own services feature (web/src/features/services) is not server code.
                '!../services/**',
                '!**/features/services/**',
                '**/gateway/**',
                '**/infra/**',
              ],
              message: 'The web app never imports server code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/test/**/*.ts', 'tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
