import type { FastifyInstance } from 'fastify';

/** The HTTP server under a service (Fastify), for what a service adds to it (`configureHttp`). */
export type HttpServer = FastifyInstance;
