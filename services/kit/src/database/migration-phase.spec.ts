import type { MigrationInterface, QueryRunner } from 'typeorm';
import { migrationPhaseProblems } from './migration-phase-check';
import { migrateStepOf, migrationPhaseOf, migrationsOfStep, POST_DEPLOY, PRE_DEPLOY } from './migration-phase';

class AddsColumn1 implements MigrationInterface {
  name = 'AddsColumn1';
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "bookings" ADD "note" text');
  }
  async down(): Promise<void> {}
}

class DropsColumn2 implements MigrationInterface {
  name = 'DropsColumn2';
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "bookings" DROP COLUMN "legacy_note"');
  }
  async down(): Promise<void> {}
}

class DropsColumnAfterDeploy3 extends DropsColumn2 {
  static readonly phase = POST_DEPLOY;
  override name = 'DropsColumnAfterDeploy3';
}

class UsesTheSchemaBuilder4 implements MigrationInterface {
  name = 'UsesTheSchemaBuilder4';
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('bookings', 'note');
  }
  async down(): Promise<void> {}
}

describe('migration phases', () => {
  it('reads a migration class as pre-deploy unless it says post-deploy', () => {
    expect(migrationPhaseOf(AddsColumn1)).toBe(PRE_DEPLOY);
    expect(migrationPhaseOf(DropsColumnAfterDeploy3)).toBe(POST_DEPLOY);
    expect(() =>
      migrationPhaseOf(
        class Odd5 {
          static phase = 'later';
        },
      ),
    ).toThrow('Migration Odd5 has an unknown phase: "later"');
  });

  it('lets the pre step apply only pre-deploy migrations, and the post step all', () => {
    const migrations = [AddsColumn1, DropsColumnAfterDeploy3, DropsColumn2];
    expect(migrationsOfStep(migrations, 'pre')).toEqual([AddsColumn1, DropsColumn2]);
    expect(migrationsOfStep(migrations, 'post')).toEqual(migrations);
  });

  it.each([
    [[], 'all'],
    [['--phase', 'pre'], 'pre'],
    [['--phase=post'], 'post'],
  ])('reads the step from %j', (argv, step) => {
    expect(migrateStepOf(argv)).toBe(step);
  });

  it('refuses an unknown step', () => {
    expect(() => migrateStepOf(['--phase', 'later'])).toThrow('--phase must be pre, post or all, not later');
  });
});

describe('migrationPhaseProblems', () => {
  it('flags a destructive pre-deploy migration with its statement', async () => {
    expect(await migrationPhaseProblems([{ owner: 'bookings', migrations: [AddsColumn1, DropsColumn2] }], {})).toEqual([
      {
        owner: 'bookings',
        migration: 'DropsColumn2',
        problem:
          'is pre-deploy but drops a column, a constraint or a default the old version relies on: ' +
          'ALTER TABLE "bookings" DROP COLUMN "legacy_note" (move it to a post-deploy migration: ' +
          'static readonly phase = POST_DEPLOY)',
      },
    ]);
  });

  it('accepts the same statement in a post-deploy migration, and a grandfathered one', async () => {
    const sets = [{ owner: 'bookings', migrations: [AddsColumn1, DropsColumn2, DropsColumnAfterDeploy3] }];
    expect(await migrationPhaseProblems(sets, { bookings: ['DropsColumn2'] })).toEqual([]);
  });

  it('keeps the grandfathered list honest', async () => {
    const sets = [{ owner: 'bookings', migrations: [AddsColumn1, DropsColumnAfterDeploy3] }];
    const problems = await migrationPhaseProblems(sets, {
      bookings: ['AddsColumn1', 'DropsColumnAfterDeploy3', 'Gone9'],
    });
    expect(problems.map(({ migration, problem }) => `${migration} ${problem}`)).toEqual([
      'AddsColumn1 is not destructive: drop it from the grandfathered list',
      'DropsColumnAfterDeploy3 is post-deploy: drop it from the grandfathered list',
      'Gone9 is grandfathered but no such migration exists',
    ]);
  });

  it('says which migration it cannot read', async () => {
    const [problem] = await migrationPhaseProblems([{ owner: 'bookings', migrations: [UsesTheSchemaBuilder4] }], {});
    expect(problem.problem).toBe(
      'cannot be checked: a migration checked for its phase may only call queryRunner.query(), not dropColumn',
    );
  });
});
