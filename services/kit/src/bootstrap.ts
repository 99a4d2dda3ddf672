import 'reflect-metadata';
import type { DynamicModule, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Logger } from 'pino';
import type { ZodType } from 'zod';
import { loadEnvOrExit, type BaseServiceEnv } from './config/env';
import { AllExceptionsFilter } from './http/all-exceptions.filter';
import { CORRELATION_HEADER, correlationIdFrom, enterCorrelationScope } from './logging/correlation';
import { createLogger, PinoNestLogger } from './logging/logger';

export interface ServiceAppOptions {
  name: string;
  env: BaseServiceEnv;
  bodyLimitBytes?: number;
  logger?: Logger;
}

export async function createServiceApp(
  module: Type | DynamicModule,
  options: ServiceAppOptions,
): Promise<NestFastifyApplication> {
  const logger = options.logger ?? createLogger(options.name, options.env.LOG_LEVEL);
  const adapter = new FastifyAdapter({ logger: false, bodyLimit: options.bodyLimitBytes ?? 1024 * 1024 });
  const app = await NestFactory.create<NestFastifyApplication>(module, adapter, {
    logger: new PinoNestLogger(logger),
    abortOnError: false,
  });
  const fastify = app.getHttpAdapter().getInstance();
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
  app.useGlobalFilters(new AllExceptionsFilter(logger));
  app.enableShutdownHooks();
  return app;
}

export async function startService(
  module: Type | DynamicModule,
  options: ServiceAppOptions,
): Promise<NestFastifyApplication> {
  const logger = options.logger ?? createLogger(options.name, options.env.LOG_LEVEL);
  const app = await createServiceApp(module, { ...options, logger });
  await app.listen({ port: options.env.PORT, host: options.env.HOST });
  logger.info({ port: options.env.PORT }, `${options.name} listening`);
  return app;
}

/** A service's main: validate the environment, start, and exit with a message if anything fails. */
export function runService<E extends BaseServiceEnv>(
  name: string,
  envSchema: ZodType<E>,
  moduleOf: (env: E) => Type | DynamicModule,
): void {
  const env = loadEnvOrExit(envSchema, name);
  startService(moduleOf(env), { name, env }).catch((error: unknown) => {
    process.stderr.write(`[${name}] failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  });
}
