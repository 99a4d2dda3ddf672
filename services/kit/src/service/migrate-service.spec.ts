import { parseEnv } from '../config/env';
import { migrateEnvSchema, migrateEnvSchemaOf, migrateSettingsOf, migrationUrlOf } from './migrate-service';

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

  it('names the runtime URL of an entry whose runtime role is not DATABASE_URL (the gateway schema)', () => {
    const gateway = migrateEnvSchemaOf('RATE_LIMIT_DATABASE_URL');
    const shared = 'postgres://gateway:secret@db:5432/village';
    const owner = 'postgres://gateway_migrator:secret@db:5432/village';
    const both = parseEnv(gateway, { RATE_LIMIT_DATABASE_URL: shared, MIGRATION_DATABASE_URL: owner });
    expect(migrationUrlOf(both, 'RATE_LIMIT_DATABASE_URL')).toBe(owner);
    const oneRole = parseEnv(gateway, { RATE_LIMIT_DATABASE_URL: shared });
    expect(migrationUrlOf(oneRole, 'RATE_LIMIT_DATABASE_URL')).toBe(shared);
    expect(() => parseEnv(gateway, { DATABASE_URL: runtime })).toThrow(
      'MIGRATION_DATABASE_URL: is required but not set',
    );
  });
});
