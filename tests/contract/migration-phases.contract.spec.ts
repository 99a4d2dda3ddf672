import { EVENT_LOG_MIGRATIONS, migrationPhaseProblems, type CheckedMigrations } from '@village/kit';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { allServiceMigrations } from '../support/all-migrations';
import grandfathered from './migration-phases.grandfathered.json';

/**
 * Expand/contract (docs/decisions/040): a pre-deploy migration runs while the previous version still serves, so it
 * may only add. Every pre-deploy migration's `up()` runs against a recording QueryRunner and its SQL is checked for
 * destructive statements (DROP, RENAME, type changes, SET NOT NULL, …). The ones written before the split are applied
 * everywhere and listed in migration-phases.grandfathered.json; a new destructive change goes in a post-deploy
 * migration (`static readonly phase = POST_DEPLOY`), which the chart runs after the rollout.
 */
const ROOT = join(__dirname, '..', '..');

/** `services/media/migrations/1796450000000-identity-documents.ts` for `IdentityDocuments1796450000000`. */
const folderOf = (owner: string) => join('services', owner, 'migrations');
const migrationFilesOf = (owner: string) =>
  readdirSync(join(ROOT, folderOf(owner))).filter((name) => /^\d+-[a-z0-9-]+\.ts$/.test(name));

function fileOf(owner: string, migration: string): string {
  const folder = folderOf(owner);
  const file = migrationFilesOf(owner).find((name) =>
    readFileSync(join(ROOT, folder, name), 'utf8').includes(`class ${migration} `),
  );
  return join(folder, file ?? `(no file declares ${migration})`);
}

describe('migration phases', () => {
  it('no pre-deploy migration is destructive, except those grandfathered', async () => {
    const sets: CheckedMigrations[] = [
      ...(await allServiceMigrations()).map(({ name, migrations }) => ({ owner: name, migrations })),
      { owner: 'kit', migrations: EVENT_LOG_MIGRATIONS },
    ];
    // Every migration file is checked: each is listed (the other contract specs apply exactly the listed ones).
    for (const { owner, migrations } of sets)
      expect([owner, migrations.length]).toEqual([owner, migrationFilesOf(owner).length]);
    const problems = await migrationPhaseProblems(sets, grandfathered);
    expect(
      problems.map(({ owner, migration, problem }) => `${fileOf(owner, migration)}: ${migration} ${problem}`),
    ).toEqual([]);
  });
});
