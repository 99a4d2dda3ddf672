import { randomBytes } from 'node:crypto';
import { migratorRoleOf, parseEnv, schemaRolesSql } from '@village/kit';
import { requireTestDatabaseUrl, urlAsRole, withClient } from '../../tests/support/test-database';
import {
  GATEWAY_SCHEMA,
  gatewayMigrateEnvSchema,
  migrateGatewaySchemaFromEnv,
} from '../src/limits/migrate-gateway-schema';

/**
 * The gateway's schema with two roles (ADR 040): the migrate step connects as `gateway_migrator` when
 * MIGRATION_DATABASE_URL is set, and the pods' role (RATE_LIMIT_DATABASE_URL) counts with rows only.
 */
const suffix = randomBytes(3).toString('hex');
const runtime = `gateway_probe_${suffix}`;
const migrator = migratorRoleOf(runtime);
const password = randomBytes(12).toString('hex');

const urlAs = (role: string): string => urlAsRole(requireTestDatabaseUrl(), role, password);

const asAdmin = (sql: string[]) =>
  withClient(requireTestDatabaseUrl(), async (client) => {
    for (const statement of sql) await client.query(statement);
  });

let applied: string[];

beforeAll(async () => {
  const database = new URL(requireTestDatabaseUrl()).pathname.slice(1);
  await asAdmin([
    `CREATE ROLE "${runtime}" LOGIN PASSWORD '${password}'`,
    `CREATE ROLE "${migrator}" LOGIN PASSWORD '${password}'`,
    `GRANT CONNECT ON DATABASE "${database}" TO "${runtime}", "${migrator}"`,
    ...schemaRolesSql({ schema: GATEWAY_SCHEMA, runtime, migrator }),
  ]);
  const env = parseEnv(gatewayMigrateEnvSchema, {
    RATE_LIMIT_DATABASE_URL: urlAs(runtime),
    MIGRATION_DATABASE_URL: urlAs(migrator),
  });
  applied = await migrateGatewaySchemaFromEnv(env);
}, 60_000);

afterAll(async () => {
  await asAdmin([
    `DROP SCHEMA IF EXISTS "${GATEWAY_SCHEMA}" CASCADE`,
    `DROP OWNED BY "${runtime}", "${migrator}"`,
    `DROP ROLE IF EXISTS "${runtime}"`,
    `DROP ROLE IF EXISTS "${migrator}"`,
  ]);
});

it('migrates the gateway schema as the migrator, which owns its tables', async () => {
  expect(applied).toEqual(['RateLimitCounters1799300150000']);
  const owners = await withClient(requireTestDatabaseUrl(), async (client) => {
    const { rows } = await client.query<{ owner: string }>(
      `SELECT DISTINCT pg_get_userbyid(c.relowner) AS owner FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = $1`,
      [GATEWAY_SCHEMA],
    );
    return rows.map((row) => row.owner);
  });
  expect(owners).toEqual([migrator]);
});

it("lets the pods' role count hits but not change the schema", async () => {
  await withClient(urlAs(runtime), async (client) => {
    const { rows } = await client.query<{ hits: number }>(
      `INSERT INTO gateway.rate_limit_counters (key, hits, window_ends_at) VALUES ('probe', 1, now() + interval '1 minute')
       ON CONFLICT (key) DO UPDATE SET hits = gateway.rate_limit_counters.hits + 1 RETURNING hits`,
    );
    expect(rows[0].hits).toBe(1);
    await expect(client.query('DROP TABLE gateway.rate_limit_counters')).rejects.toThrow(/must be owner/);
    await expect(client.query('CREATE TABLE gateway.extra (id int)')).rejects.toThrow(/permission denied/);
  });
});

it('finds nothing pending on a second run, through the same lock', async () => {
  const env = parseEnv(gatewayMigrateEnvSchema, { MIGRATION_DATABASE_URL: urlAs(migrator) });
  expect(await migrateGatewaySchemaFromEnv(env)).toEqual([]);
});
