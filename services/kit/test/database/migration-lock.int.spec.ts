import { randomBytes } from 'node:crypto';
import { POST_DEPLOY } from '../../src/database/migration-phase';
import { migrateServiceSchema } from '../../src/service/migrate-service';
import {
  appliedMigrations,
  definitionOf,
  settingsFor,
  tableMigration,
  testDatabaseUrl,
  withClient,
} from './migration-fixtures';

/**
 * The migrate step around a live system: two runs on one schema never overlap (a Helm upgrade retried while the
 * first Job still runs), and a migration queued behind live traffic's locks gives up after MIGRATION_LOCK_TIMEOUT,
 * rolled back, instead of blocking every query behind it.
 */
const schemaNamed = (prefix: string) => `${prefix}_${randomBytes(3).toString('hex')}`;

describe('the migration lock', () => {
  it('makes a second run wait for the first: both succeed, each migration is applied once', async () => {
    const schema = schemaNamed('lock_probe');
    const migrations = [
      tableMigration('SlowTable1700000000001', async (runner) => {
        await runner.query('CREATE TABLE "notes" ("id" int PRIMARY KEY)');
        await runner.query('SELECT pg_sleep(1.5)');
      }),
      tableMigration('AddsColumn1700000000002', (runner) => runner.query('ALTER TABLE "notes" ADD "body" text')),
    ];
    const waits: string[] = [];
    const run = () =>
      migrateServiceSchema(definitionOf(schema, migrations), settingsFor(testDatabaseUrl()), (line) =>
        waits.push(line),
      );
    const results = await Promise.all([run(), run()]);

    expect(results.map((result) => result.applied).sort((a, b) => b.length - a.length)).toEqual([
      ['SlowTable1700000000001', 'AddsColumn1700000000002'],
      [],
    ]);
    expect(results.map((result) => result.waitedForLock).sort()).toEqual([false, true]);
    expect(waits).toEqual([`${schema}: another migration of this schema is running; waiting for it to finish`]);
    expect(await appliedMigrations(schema)).toEqual(['SlowTable1700000000001', 'AddsColumn1700000000002']);
    expect(results.map((result) => result.jobQueue?.from ?? null).sort()).toEqual([46, null]);
  }, 60_000);
});

describe('lock_timeout', () => {
  const schema = schemaNamed('timeout_probe');
  const creates = tableMigration('CreatesNotes1700000000001', (runner) =>
    runner.query('CREATE TABLE "notes" ("id" int)'),
  );
  const addsColumn = tableMigration('AddsColumn1700000000002', (runner) =>
    runner.query('ALTER TABLE "notes" ADD "body" text'),
  );

  beforeAll(async () => {
    await migrateServiceSchema(definitionOf(schema, [creates]), settingsFor(testDatabaseUrl(), { step: 'post' }));
  });

  /** A transaction of live traffic that has read `notes` and stays open: ALTER TABLE must wait for it. */
  async function whileTrafficHoldsNotes<T>(work: (release: () => Promise<void>) => Promise<T>): Promise<T> {
    return withClient(testDatabaseUrl(), async (traffic) => {
      await traffic.query('BEGIN');
      await traffic.query(`SELECT * FROM "${schema}".notes`);
      let open = true;
      const release = async () => {
        if (open) await traffic.query('COMMIT');
        open = false;
      };
      try {
        return await work(release);
      } finally {
        await release();
      }
    });
  }

  it('fails a migration stuck behind live traffic fast, with a clear message, and changes nothing', async () => {
    const settings = settingsFor(testDatabaseUrl(), {
      step: 'post',
      timeouts: { lockTimeout: '300ms', statementTimeout: '1min' },
    });
    const started = Date.now();
    const outcome = await whileTrafficHoldsNotes(() =>
      migrateServiceSchema(definitionOf(schema, [creates, addsColumn]), settings).then(
        () => 'applied',
        (error: Error) => error.message,
      ),
    );
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(outcome).toMatch(
      /^gave up after 1 attempt\(s\): each waited more than MIGRATION_LOCK_TIMEOUT=300ms for a lock held by live traffic \(canceling statement due to lock timeout\); the migration was rolled back and changed nothing/,
    );
    expect(await appliedMigrations(schema)).toEqual(['CreatesNotes1700000000001']);
    const columns = await withClient(testDatabaseUrl(), (client) =>
      client.query(
        `SELECT column_name FROM information_schema.columns WHERE table_schema = $1 AND table_name = 'notes'`,
        [schema],
      ),
    );
    expect(columns.rows.map((row: { column_name: string }) => row.column_name)).toEqual(['id']);
  });

  it('retries, and applies the migration once the long transaction is gone', async () => {
    const said: string[] = [];
    const settings = settingsFor(testDatabaseUrl(), {
      step: 'post',
      timeouts: { lockTimeout: '200ms', statementTimeout: '1min' },
      lockRetries: 5,
      retryDelayMs: () => 300,
    });
    const result = await whileTrafficHoldsNotes(async (release) => {
      const migrating = migrateServiceSchema(definitionOf(schema, [creates, addsColumn]), settings, (line) =>
        said.push(line),
      );
      await new Promise((resolve) => setTimeout(resolve, 600));
      await release();
      return migrating;
    });
    expect(result.applied).toEqual(['AddsColumn1700000000002']);
    expect(said.length).toBeGreaterThanOrEqual(1);
    expect(said[0]).toBe(
      `${schema}: a migration waited more than 200ms for a lock held by live traffic and was rolled back; trying again in 300 ms`,
    );
    expect(await appliedMigrations(schema)).toEqual(['CreatesNotes1700000000001', 'AddsColumn1700000000002']);
  });
});

describe('the pre-deploy step', () => {
  const creates = tableMigration('CreatesNotes1700000000001', (runner) =>
    runner.query('CREATE TABLE "notes" ("id" int, "legacy" text)'),
  );
  const dropsLegacy = class extends tableMigration('DropsLegacy1700000000002', (runner) =>
    runner.query('ALTER TABLE "notes" DROP COLUMN "legacy"'),
  ) {
    static readonly phase = POST_DEPLOY;
  };
  const addsBody = tableMigration('AddsBody1700000000003', (runner) =>
    runner.query('ALTER TABLE "notes" ADD "body" text'),
  );

  it('applies only pre-deploy migrations on a live schema; the post-deploy step applies the rest', async () => {
    const schema = schemaNamed('phase_probe');
    await migrateServiceSchema(definitionOf(schema, [creates]), settingsFor(testDatabaseUrl(), { step: 'post' }));
    const all = [creates, dropsLegacy, addsBody];

    const pre = await migrateServiceSchema(definitionOf(schema, all), settingsFor(testDatabaseUrl(), { step: 'pre' }));
    expect(pre.applied).toEqual(['AddsBody1700000000003']);
    const post = await migrateServiceSchema(
      definitionOf(schema, all),
      settingsFor(testDatabaseUrl(), { step: 'post' }),
    );
    expect(post.applied).toEqual(['DropsLegacy1700000000002']);
    expect(post.jobQueue).toBeNull();
  }, 30_000);

  it('applies everything, in order, on a fresh install (no version serves yet)', async () => {
    const schema = schemaNamed('phase_probe');
    const all = [creates, dropsLegacy, addsBody];
    const pre = await migrateServiceSchema(definitionOf(schema, all), settingsFor(testDatabaseUrl(), { step: 'pre' }));
    expect(pre.applied).toEqual(['CreatesNotes1700000000001', 'DropsLegacy1700000000002', 'AddsBody1700000000003']);
  }, 30_000);
});
