import { EventEmitter } from 'node:events';
import Fastify, { type FastifyInstance } from 'fastify';
import { ShutdownState, stopGracefullyOnSignals } from './graceful-shutdown';

const DRAIN_MS = 400;
const SLOW_MS = 300;
const silent = { info: () => undefined, error: () => undefined };

describe('stopGracefullyOnSignals', () => {
  let app: FastifyInstance;
  let base: string;
  let shutdown: ShutdownState;
  let signals: EventEmitter;
  let exited: Promise<number>;
  let closedAt: number | undefined;

  beforeEach(async () => {
    shutdown = new ShutdownState();
    signals = new EventEmitter();
    app = Fastify();
    app.get('/health/ready', async (_request, reply) => reply.status(shutdown.draining ? 503 : 200).send({}));
    app.get('/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    exited = new Promise((resolve) => {
      stopGracefullyOnSignals({
        beginDraining: () => shutdown.begin(),
        close: async () => {
          closedAt = Date.now();
          await app.close();
        },
        drainMs: DRAIN_MS,
        logger: silent,
        signals,
        exit: resolve,
      });
    });
    closedAt = undefined;
  });

  afterEach(async () => {
    await app.close();
  });

  it('turns readiness false at once and serves new and in-flight requests through the drain, then closes', async () => {
    expect((await fetch(`${base}/health/ready`)).status).toBe(200);
    const inFlight = fetch(`${base}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const signalledAt = Date.now();

    signals.emit('SIGTERM', 'SIGTERM');

    expect((await fetch(`${base}/health/ready`)).status).toBe(503);
    expect((await fetch(`${base}/slow`)).status).toBe(200);
    expect((await inFlight).status).toBe(200);
    // Sent just before the drain ends: the close waits for it.
    await new Promise((resolve) => setTimeout(resolve, DRAIN_MS - (Date.now() - signalledAt) - 50));
    const lastOne = fetch(`${base}/slow`, { headers: { connection: 'close' } });
    expect(await exited).toBe(0);
    expect((await lastOne).status).toBe(200);
    expect(closedAt! - signalledAt).toBeGreaterThanOrEqual(DRAIN_MS);
    await expect(fetch(`${base}/health/ready`)).rejects.toThrow();
  });

  it('does not cut the drain short on a second signal', async () => {
    const signalledAt = Date.now();
    signals.emit('SIGTERM', 'SIGTERM');
    signals.emit('SIGINT', 'SIGINT');

    expect(await exited).toBe(0);
    expect(closedAt! - signalledAt).toBeGreaterThanOrEqual(DRAIN_MS);
  });
});
