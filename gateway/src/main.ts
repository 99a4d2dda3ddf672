import { ShutdownState, stopGracefullyOnSignals } from '@village/kit/shutdown';
import { startTracing, tracingConfigFrom } from '@village/kit/tracing';
import { loadGatewayEnv } from './env';
import { createGatewayLogger } from './logger';
import { buildGateway } from './server';

async function main(): Promise<void> {
  let env;
  try {
    env = loadGatewayEnv();
  } catch (error) {
    process.stderr.write(`[gateway] cannot start. ${(error as Error).message}\n`);
    process.exit(1);
  }
  const tracing = await startTracing(tracingConfigFrom(env, 'gateway'));
  const logger = createGatewayLogger(env.LOG_LEVEL);
  const shutdown = new ShutdownState();
  const app = await buildGateway(env, logger, shutdown);
  // After the server closed: the spans still buffered are sent.
  app.addHook('onClose', () => tracing.shutdown());
  await app.listen({ port: env.PORT, host: env.HOST });
  stopGracefullyOnSignals({
    beginDraining: () => shutdown.begin(),
    close: () => app.close(),
    drainMs: env.SHUTDOWN_DRAIN_MS,
    logger,
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`[gateway] failed to start: ${String(error)}\n`);
  process.exit(1);
});
