import type { MigrationInterface } from 'typeorm';
import { destructiveStatements, recordMigrationSql } from './destructive-sql';
import { migrationPhaseOf, PRE_DEPLOY } from './migration-phase';

export interface CheckedMigrations {
  /** The service (or `kit` for the event log). */
  owner: string;
  migrations: ReadonlyArray<new () => MigrationInterface>;
}

/** Pre-deploy migrations written before the expand/contract split, destructive, and applied everywhere since. */
export type GrandfatheredMigrations = Readonly<Record<string, readonly string[]>>;

export interface PhaseProblem {
  owner: string;
  migration: string;
  problem: string;
}

/**
 * Every pre-deploy migration's SQL (its `up()` against a recording QueryRunner) checked for destructive statements.
 * A grandfathered migration is skipped, but must still exist and still be destructive, so the list never goes stale.
 */
export async function migrationPhaseProblems(
  sets: readonly CheckedMigrations[],
  grandfathered: GrandfatheredMigrations,
): Promise<PhaseProblem[]> {
  const problems: PhaseProblem[] = [];
  for (const { owner, migrations } of sets) {
    const exempt = new Set(grandfathered[owner] ?? []);
    const seen = new Set<string>();
    for (const migrationClass of migrations) {
      const migration = new migrationClass();
      const name = migration.name ?? migrationClass.name;
      seen.add(name);
      if (migrationPhaseOf(migrationClass) !== PRE_DEPLOY) {
        if (exempt.has(name))
          problems.push({ owner, migration: name, problem: 'is post-deploy: drop it from the grandfathered list' });
        continue;
      }
      let found;
      try {
        found = destructiveStatements(await recordMigrationSql(migration));
      } catch (error) {
        problems.push({
          owner,
          migration: name,
          problem: `cannot be checked: ${error instanceof Error ? error.message : String(error)}`,
        });
        continue;
      }
      if (exempt.has(name)) {
        if (found.length === 0)
          problems.push({ owner, migration: name, problem: 'is not destructive: drop it from the grandfathered list' });
        continue;
      }
      for (const { statement, reason } of found) {
        problems.push({
          owner,
          migration: name,
          problem: `is pre-deploy but ${reason}: ${statement.replace(/\s+/g, ' ')} (move it to a post-deploy migration: static readonly phase = POST_DEPLOY)`,
        });
      }
    }
    for (const name of exempt) {
      if (!seen.has(name))
        problems.push({ owner, migration: name, problem: 'is grandfathered but no such migration exists' });
    }
  }
  return problems;
}
