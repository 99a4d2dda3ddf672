import { quoteIdentifier } from './run-migrations';

/**
 * Two roles per service schema: the migrator (`<service>_migrator`) owns the schema and everything in it and is the
 * only one that runs DDL (the migrate step, connected directly); the runtime role (`<service>`, the running service,
 * possibly through a pooler) reads and writes rows and nothing more: it cannot CREATE, ALTER or DROP, so a bug or an
 * injection in the service cannot change the schema, and a migration cannot be slipped in at boot.
 */
export interface SchemaRoles {
  schema: string;
  runtime: string;
  migrator: string;
}

export const migratorRoleOf = (runtime: string): string => `${runtime}_migrator`;

/**
 * What an administrator runs, in the service's database, once both roles exist: the schema (created when missing)
 * and everything already in it (tables the runtime role created before the split, pg-boss's objects) become the
 * migrator's; the runtime role keeps USAGE on the schema, DML on every table, its sequences and functions, and gets
 * the same on whatever the migrator creates later (default privileges). Idempotent. Kept in step with
 * infra/docker/postgres/init-roles.sh, which cannot load this file (tests/contract/database-roles.contract.spec.ts).
 */
export function schemaRolesSql({ schema, runtime, migrator }: SchemaRoles): string[] {
  const [s, r, m] = [schema, runtime, migrator].map(quoteIdentifier);
  return [
    `CREATE SCHEMA IF NOT EXISTS ${s} AUTHORIZATION ${m}`,
    `REASSIGN OWNED BY ${r} TO ${m}`,
    `ALTER SCHEMA ${s} OWNER TO ${m}`,
    `REVOKE ALL ON SCHEMA ${s} FROM PUBLIC`,
    `REVOKE ALL ON SCHEMA ${s} FROM ${r}`,
    `GRANT USAGE ON SCHEMA ${s} TO ${r}`,
    `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ${s} TO ${r}`,
    `GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA ${s} TO ${r}`,
    `GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA ${s} TO ${r}`,
    `ALTER DEFAULT PRIVILEGES FOR ROLE ${m} IN SCHEMA ${s} GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${r}`,
    `ALTER DEFAULT PRIVILEGES FOR ROLE ${m} IN SCHEMA ${s} GRANT USAGE, SELECT ON SEQUENCES TO ${r}`,
    `ALTER DEFAULT PRIVILEGES FOR ROLE ${m} IN SCHEMA ${s} GRANT EXECUTE ON FUNCTIONS TO ${r}`,
  ];
}
