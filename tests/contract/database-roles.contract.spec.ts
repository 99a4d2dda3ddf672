import { migratorRoleOf, rosterEntries, schemaRolesSql } from '@village/kit';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * infra/docker/postgres/init-roles.sh (run by the postgres image, which has no Node) repeats the kit's
 * `schemaRolesSql` in bash: every statement of the kit's, for every service, must be in the SQL it prints.
 */
describe('init-roles.sh', () => {
  it("grants what the kit's schemaRolesSql grants, for every service", () => {
    const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, POSTGRES_DB: 'village' };
    for (const { name } of rosterEntries()) {
      env[`${name.toUpperCase()}_DB_PASSWORD`] = `runtime-password-of-${name}`;
      env[`${name.toUpperCase()}_MIGRATOR_DB_PASSWORD`] = `migrator-password-of-${name}`;
    }
    const printed = execFileSync('bash', [join(__dirname, '../../infra/docker/postgres/init-roles.sh'), '--sql'], {
      env,
      encoding: 'utf8',
    });
    const lines = new Set(printed.split('\n').map((line) => line.trim()));
    const missing = rosterEntries().flatMap(({ name, schema }) =>
      schemaRolesSql({ schema, runtime: name, migrator: migratorRoleOf(name) }).filter(
        (statement) => !lines.has(`${statement};`),
      ),
    );
    expect(missing).toEqual([]);
  });
});
