import { rm } from 'node:fs/promises';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');

/**
 * Starts the whole embedded stack on a fresh data folder, unless E2E_BASE_URL points at a running one, or
 * E2E_SHARED_STACK=off says the tests run start their own (stack-self-healing.e2e.ts alone: `make test-self-healing`).
 */
export default async function startStackForE2e(): Promise<() => Promise<void>> {
  if (process.env.E2E_BASE_URL || process.env.E2E_SHARED_STACK === 'off') return async () => {};
  const { startStack } = (await import(
    join(root, 'infra', 'dist', 'stack.js')
  )) as typeof import('../../infra/src/stack');
  const dataDir = join(root, '.cache', `e2e-stack-${process.pid}`);
  await rm(dataDir, { recursive: true, force: true });
  const stack = await startStack({
    dataDir,
    port: Number(process.env.E2E_PORT ?? 18080),
    postgresPort: Number(process.env.E2E_POSTGRES_PORT ?? 54339),
    servicePortOffset: Number(process.env.E2E_SERVICE_PORT_OFFSET ?? 1000),
    echo: (name, line) => process.stdout.write(`[${name}] ${line}\n`),
    // The rate limits have tests of their own (gateway/test); here many tests, the policy matrix and the fuzzer
    // share one address and a few accounts within a minute.
    extraEnv: {
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      GRAPHQL_RATE_LIMIT_PER_IP_PER_MINUTE: '100000',
      GRAPHQL_RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: '100000',
      API_WRITE_RATE_LIMIT_PER_IP_PER_MINUTE: '100000',
      API_WRITE_RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: '100000',
    },
  });
  process.env.E2E_ADMIN_EMAIL = stack.adminEmail;
  process.env.E2E_ADMIN_PASSWORD = stack.adminPassword;
  return async () => {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
