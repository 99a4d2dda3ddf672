import type * as PgBossPackage from 'pg-boss';

export type PgBossModule = typeof PgBossPackage;

let loading: Promise<PgBossModule> | undefined;

/**
 * pg-boss 12 ships ES modules only. It is loaded on first use (Node 24 require()s ES modules), so a
 * service without jobs never loads it. Jest's sandbox cannot load ES modules: jest.config.js hands every
 * server spec Node's own module (`tests/support/native-pg-boss.ts`).
 */
export function loadPgBoss(): Promise<PgBossModule> {
  loading ??= import('pg-boss');
  return loading;
}
