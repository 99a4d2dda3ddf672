import { ShutdownState, stopGracefullyOnSignals } from '@village/kit/shutdown';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { loadGatewayEnv } from './env';
import { buildGateway } from './server';

async function main(): Promise<void> {
  let env;
  try {
    env = loadGatewayEnv();
  } catch (error) {
    process.stderr.write(`[gateway] cannot start. ${(error as Error).message}\n`);
    process.exit(1);
  }
  const logger: FastifyBaseLogger = pino({
    level: env.LOG_LEVEL,
    base: { service: 'gateway' },
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'password', '*.password'],
      censor: '[redacted]',
    },
  });
  const shutdown = new ShutdownState();
  const app = await buildGateway(env, logger, shutdown);
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
