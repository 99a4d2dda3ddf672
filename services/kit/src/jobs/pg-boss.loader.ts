import type * as PgBossPackage from 'pg-boss';

export type PgBossModule = typeof PgBossPackage;

let loading: Promise<PgBossModule> | undefined;

/**
 * pg-boss 12 ships ES modules only. It is loaded on first use (Node 24 require()s ES modules), so a
 * service without jobs never loads it. Jest's sandbox cannot load ES modules: specs that start a queue
 * import `services/kit/test/jobs/native-pg-boss.ts` first.
 */
export function loadPgBoss(): Promise<PgBossModule> {
  loading ??= import('pg-boss');
  return loading;
}
