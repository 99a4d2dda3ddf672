import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Logger } from 'pino';
import { loadEnvOrExit, parseEnv, type BaseServiceEnv } from './config/env';
import { ShutdownState, stopGracefullyOnSignals } from './health/graceful-shutdown';
import { acceptJsonBody } from './http/json-body.parser';
import { ServiceExceptionFilter } from './http/service-exception.filter';
import { CORRELATION_HEADER, correlationIdFrom, enterCorrelationScope } from './logging/correlation';
import { createLogger, PinoNestLogger } from './logging/logger';
import { httpRequestMetrics } from './metrics/http-metrics';
import { ServiceMetrics } from './metrics/service-metrics';
import type { ServiceDefinition, ServiceModuleOptions } from './service/define-service';
import { httpTracingHooks } from './tracing/http-tracing';
import { startTracing } from './tracing/tracing';
import { tracingConfigFrom } from './tracing/tracing.env';

/** A service's application: Nest on Fastify. */
export type ServiceApp = NestFastifyApplication;

const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024;

const defaultPort = (definition: { port: number }, source: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({
  PORT: String(definition.port),
  ...source,
});

/** The service's environment from `source`; PORT defaults to the service's port in the roster. */
export function loadServiceEnv<Env extends BaseServiceEnv>(
  definition: ServiceDefinition<Env>,
  source: NodeJS.ProcessEnv = process.env,
): Env {
  return parseEnv(definition.env, defaultPort(definition, source));
}

/** The service, wired but not listening (`runService` listens; tests inject). */
export async function createServiceApp<Env extends BaseServiceEnv>(
  definition: ServiceDefinition<Env>,
  env: Env,
  options: { logger?: Logger } & ServiceModuleOptions = {},
): Promise<ServiceApp> {
  const logger = options.logger ?? createLogger(definition.name, env.LOG_LEVEL);
  const adapter = new FastifyAdapter({
    logger: false,
    bodyLimit: definition.bodyLimitBytes ?? DEFAULT_BODY_LIMIT_BYTES,
  });
  const metrics = options.metrics ?? new ServiceMetrics(definition.name);
  const serviceModule = definition.module(env, logger, { clock: options.clock, metrics });
  const app = await NestFactory.create<NestFastifyApplication>(serviceModule, adapter, {
    logger: new PinoNestLogger(logger),
    abortOnError: false,
    // The kit's JSON parser (acceptJsonBody) instead of Nest's; services read no urlencoded forms.
    bodyParser: false,
  });
  if (definition.webSocketAdapter) app.useWebSocketAdapter(definition.webSocketAdapter(app));
  const fastify = app.getHttpAdapter().getInstance();
  // First: every later hook and handler runs inside the request's span.
  const tracingHooks = httpTracingHooks({ untraced: (path) => path.startsWith('/health') });
  if (tracingHooks) {
    fastify.addHook('onRequest', tracingHooks.onRequest);
    fastify.addHook('onResponse', tracingHooks.onResponse);
    fastify.addHook('onRequestAbort', tracingHooks.onRequestAbort);
  }
  acceptJsonBody(fastify);
  const observeRequest = httpRequestMetrics(metrics);
  fastify.addHook('onResponse', async (request, reply) => observeRequest(request, reply));
  definition.configureHttp?.(fastify, env);
  fastify.addHook('onRequest', async (request, reply) => {
    const correlationId = correlationIdFrom(request.headers[CORRELATION_HEADER]);
    enterCorrelationScope(correlationId);
    void reply.header(CORRELATION_HEADER, correlationId);
  });
  fastify.addHook('onResponse', async (request, reply) => {
    if (request.url.startsWith('/health')) return;
    logger.info(
      {
        method: request.method,
        url: request.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });
  app.useGlobalFilters(new ServiceExceptionFilter(logger));
  return app;
}

/** A service's main: validate the environment, start listening, and exit with a message if anything fails. */
export function runService<Env extends BaseServiceEnv>(definition: ServiceDefinition<Env>): void {
  const { name } = definition;
  const env: Env = loadEnvOrExit(definition.env, name, defaultPort(definition, process.env));
  const logger = createLogger(name, env.LOG_LEVEL);
  startTracing(tracingConfigFrom(env, name))
    .then(async (tracing) => {
      const app = await createServiceApp(definition, env, { logger });
      // After the server closed (Nest's shutdown hooks): the spans still buffered are sent.
      app
        .getHttpAdapter()
        .getInstance()
        .addHook('onClose', () => tracing.shutdown());
      await app.listen({ port: env.PORT, host: env.HOST });
      logger.info({ port: env.PORT }, `${name} listening`);
      const shutdown = app.get(ShutdownState);
      stopGracefullyOnSignals({
        beginDraining: () => shutdown.begin(),
        close: () => app.close(),
        drainMs: env.SHUTDOWN_DRAIN_MS,
        logger,
      });
    })
    .catch((error: unknown) => {
      process.stderr.write(`[${name}] failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
      process.exit(1);
    });
}
