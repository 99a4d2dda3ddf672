/**
 * Expand/contract: a migration is either additive, applied before the new version starts while the old one still
 * serves (`pre-deploy`, the default), or destructive, applied once no process of the old version is left
 * (`post-deploy`). A migration class says it is destructive with `static readonly phase = POST_DEPLOY;`.
 */
export const PRE_DEPLOY = 'pre-deploy';
export const POST_DEPLOY = 'post-deploy';
export type MigrationPhase = typeof PRE_DEPLOY | typeof POST_DEPLOY;

/** What a migrate run applies: `pre` the pending pre-deploy migrations, `post` and `all` every pending one. */
export type MigrateStep = 'pre' | 'post' | 'all';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
type MigrationClass = Function & { phase?: unknown };

export function migrationPhaseOf(migration: MigrationClass): MigrationPhase {
  const { phase } = migration;
  if (phase === undefined || phase === PRE_DEPLOY) return PRE_DEPLOY;
  if (phase === POST_DEPLOY) return POST_DEPLOY;
  throw new Error(`Migration ${migration.name} has an unknown phase: ${JSON.stringify(phase)}`);
}

/** The migrations a step may apply, in their order. */
export function migrationsOfStep<M extends MigrationClass>(migrations: readonly M[], step: MigrateStep): M[] {
  return step === 'pre'
    ? migrations.filter((migration) => migrationPhaseOf(migration) === PRE_DEPLOY)
    : [...migrations];
}

/** `--phase pre|post` from a migrate entry's arguments; no flag runs every pending migration (`all`). */
export function migrateStepOf(argv: readonly string[]): MigrateStep {
  const at = argv.findIndex((arg) => arg === '--phase' || arg.startsWith('--phase='));
  if (at < 0) return 'all';
  const value = argv[at].includes('=') ? argv[at].slice('--phase='.length) : argv[at + 1];
  if (value === 'pre' || value === 'post' || value === 'all') return value;
  throw new Error(`--phase must be pre, post or all, not ${value ?? '(nothing)'}`);
}
