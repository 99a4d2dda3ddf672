import { parseEnv } from '../config/env';
import { migrateEnvSchema, migrateSettingsOf } from './migrate-service';

const runtime = 'postgres://bookings:secret@db:5432/village';
const migrator = 'postgres://bookings_migrator:secret@db:5432/village';

describe('the migrate step environment', () => {
  it('connects as the migrator when MIGRATION_DATABASE_URL is set, with the default timeouts', () => {
    const env = parseEnv(migrateEnvSchema, { DATABASE_URL: runtime, MIGRATION_DATABASE_URL: migrator });
    expect(migrateSettingsOf(env, ['--phase', 'pre'])).toEqual({
      url: migrator,
      step: 'pre',
      timeouts: { lockTimeout: '5s', statementTimeout: '15min' },
      lockRetries: 5,
    });
  });

  it('falls back to DATABASE_URL where one role owns and uses the schema', () => {
    const env = parseEnv(migrateEnvSchema, { DATABASE_URL: runtime, MIGRATION_LOCK_TIMEOUT: '2s' });
    expect(migrateSettingsOf(env, [])).toMatchObject({ url: runtime, step: 'all', timeouts: { lockTimeout: '2s' } });
  });

  it('says what is missing without either URL, and refuses a timeout PostgreSQL would not read', () => {
    expect(() => parseEnv(migrateEnvSchema, {})).toThrow('MIGRATION_DATABASE_URL: is required but not set');
    expect(() => parseEnv(migrateEnvSchema, { DATABASE_URL: runtime, MIGRATION_LOCK_TIMEOUT: '5 seconds' })).toThrow(
      'MIGRATION_LOCK_TIMEOUT: must be a PostgreSQL duration such as 5s or 10min',
    );
  });
});
