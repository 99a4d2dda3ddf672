import { serviceDataSourceOptions } from '../database/data-source-options';
import { baseServiceEnvSchema, parseEnv } from './env';

describe('database pool sizes in the base service env', () => {
  const required = {
    PORT: '4101',
    DATABASE_URL: 'postgres://village@localhost:5432/village',
    JWKS_URL: 'http://identity:4101/.well-known/jwks.json',
  };

  it('reads DB_POOL_MAX, JOB_QUEUE_DB_POOL_MAX and EVENT_LOG_DB_POOL_MAX', () => {
    const env = parseEnv(baseServiceEnvSchema, {
      ...required,
      DB_POOL_MAX: '6',
      JOB_QUEUE_DB_POOL_MAX: '2',
      EVENT_LOG_DB_POOL_MAX: '3',
    });
    expect([env.DB_POOL_MAX, env.JOB_QUEUE_DB_POOL_MAX, env.EVENT_LOG_DB_POOL_MAX]).toEqual([6, 2, 3]);
  });

  it('refuses an app pool too small to lend the outbox relay its session', () => {
    expect(() => parseEnv(baseServiceEnvSchema, { ...required, DB_POOL_MAX: '1' })).toThrow(/DB_POOL_MAX/);
  });

  it("gives the DataSource's pool the budgeted size", () => {
    const env = parseEnv(baseServiceEnvSchema, { ...required, DB_POOL_MAX: '7' });
    const options = serviceDataSourceOptions({
      url: env.DATABASE_URL,
      schema: 'identity',
      entities: [],
      migrations: [],
      poolSize: env.DB_POOL_MAX,
    });
    expect(options.extra).toMatchObject({ max: 7 });
  });
});
