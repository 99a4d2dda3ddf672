import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const SERVER_PREFIXES = ['/api/', '/graphql', '/media/', '/health/'];
const DAY_SECONDS = 24 * 3600;

/** Hashed build assets never change; the promotional video changes rarely; pages are revalidated. */
export function cacheControlFor(path: string): string {
  if (path.includes('/assets/')) return 'public, max-age=31536000, immutable';
  if (path.includes('/media/')) return `public, max-age=${DAY_SECONDS}`;
  return 'no-cache';
}

/** Serves the built single-page app; unknown paths get index.html so the client router can answer them. */
export async function webApp(app: FastifyInstance, options: { dist: string }): Promise<void> {
  if (!existsSync(join(options.dist, 'index.html'))) {
    app.log.warn({ dist: options.dist }, 'web app is not built; only the API is served');
    return;
  }
  await app.register(fastifyStatic, {
    root: options.dist,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.setHeader('cache-control', cacheControlFor(path));
    },
  });
  app.setNotFoundHandler(async (request, reply) => {
    const isPageRequest = request.method === 'GET' && !SERVER_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if (!isPageRequest) return reply.status(404).send({ message: 'Not found' });
    return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
  });
}
