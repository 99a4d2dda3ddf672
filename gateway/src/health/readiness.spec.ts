import { ShutdownState, stopGracefullyOnSignals } from '@village/kit/shutdown';
import { EventEmitter } from 'node:events';
import { OPENAPI_PATH } from '../openapi/openapi';
import { offlineGateway, type OfflineGateway } from '../../test/support/offline-gateway';

const DRAIN_MS = 1000;
const silent = { info: () => undefined, error: () => undefined };

describe('gateway readiness', () => {
  let gateway: OfflineGateway;
  let shutdown: ShutdownState;

  beforeEach(async () => {
    shutdown = new ShutdownState();
    gateway = await offlineGateway({}, shutdown);
  });

  afterEach(async () => {
    await gateway.app.close();
  });

  it('is ready with every subgraph down (what needs one answers 503, see subgraph-down-through-gateway)', async () => {
    const ready = await gateway.app.inject({ method: 'GET', url: '/health/ready' });

    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('names every subgraph down in /health/subgraphs', async () => {
    const parts = await gateway.app.inject({ method: 'GET', url: '/health/subgraphs' });

    expect(parts.statusCode).toBe(503);
    expect(parts.json().status).toBe('not-ready');
    expect(Object.values(parts.json().parts)).toEqual(Array(7).fill('down'));
  });

  it('leaves SIGTERM to the drain: the GraphQL server registers no signal handler of its own in production', async () => {
    const before = process.listenerCount('SIGTERM');
    const nodeEnv = process.env.NODE_ENV;
    // Apollo reads NODE_ENV from the process, which jest sets to test.
    process.env.NODE_ENV = 'production';
    const production = await offlineGateway({ NODE_ENV: 'production' }).finally(() => {
      process.env.NODE_ENV = nodeEnv;
    });
    try {
      expect(process.listenerCount('SIGTERM')).toBe(before);
    } finally {
      await production.app.close();
    }
  });

  it('after SIGTERM: not ready at once, still serving through the drain, then closed', async () => {
    await gateway.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(gateway.app.server.address() as { port: number }).port}`;
    const signals = new EventEmitter();
    const exited = new Promise<number>((resolve) =>
      stopGracefullyOnSignals({
        beginDraining: () => shutdown.begin(),
        close: () => gateway.app.close(),
        drainMs: DRAIN_MS,
        logger: silent,
        signals,
        exit: resolve,
      }),
    );

    signals.emit('SIGTERM', 'SIGTERM');

    const ready = await fetch(`${base}/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'not-ready', draining: true });
    expect((await fetch(`${base}/health/live`)).status).toBe(200);
    expect((await fetch(`${base}${OPENAPI_PATH}`)).status).toBe(200);
    expect(await exited).toBe(0);
    await expect(fetch(`${base}/health/live`)).rejects.toThrow();
  });
});
