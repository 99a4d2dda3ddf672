import { ServiceUnavailableException } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { ShutdownState } from './graceful-shutdown';
import { HealthController } from './health.controller';

const GRACE_MS = 10_000;

describe('HealthController readiness', () => {
  let databaseUp: boolean;
  let shutdown: ShutdownState;
  let health: HealthController;

  const dataSource = {
    query: async () => {
      if (!databaseUp) throw new Error('connection terminated');
      return [{ '?column?': 1 }];
    },
  } as unknown as DataSource;

  const readiness = async (): Promise<{ status: number; body: unknown }> => {
    try {
      return { status: 200, body: await health.ready() };
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      return { status: 503, body: error.getResponse() };
    }
  };

  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-11-24T12:00:00Z') });
    databaseUp = true;
    shutdown = new ShutdownState();
    health = new HealthController(dataSource, [], { failureGraceMs: GRACE_MS }, shutdown);
  });

  afterEach(() => jest.useRealTimers());

  it('is ready when the database answers', async () => {
    expect(await readiness()).toEqual({
      status: 200,
      body: { status: 'ready', checks: [{ name: 'database', ok: true }] },
    });
  });

  it('stays ready through a database blip shorter than the grace period, and says it is tolerated', async () => {
    databaseUp = false;
    await readiness();
    jest.advanceTimersByTime(GRACE_MS - 1);

    expect(await readiness()).toEqual({
      status: 200,
      body: {
        status: 'ready',
        checks: [{ name: 'database', ok: false, error: 'connection terminated', tolerated: true }],
      },
    });
  });

  it('is not ready once the database has failed for the grace period', async () => {
    databaseUp = false;
    await readiness();
    jest.advanceTimersByTime(GRACE_MS);

    expect(await readiness()).toEqual({
      status: 503,
      body: { status: 'not-ready', checks: [{ name: 'database', ok: false, error: 'connection terminated' }] },
    });
  });

  it('is ready again as soon as the database answers again', async () => {
    databaseUp = false;
    await readiness();
    jest.advanceTimersByTime(GRACE_MS);
    await readiness();
    databaseUp = true;

    expect((await readiness()).status).toBe(200);
  });

  it('is not ready once the process is stopping, database or not', async () => {
    shutdown.begin();

    expect(await readiness()).toEqual({ status: 503, body: { status: 'not-ready', draining: true, checks: [] } });
  });

  it('keeps liveness away from the database', () => {
    databaseUp = false;

    expect(health.live()).toEqual({ status: 'ok' });
  });
});
