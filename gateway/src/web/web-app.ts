import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readPagePathTest } from './page-paths';

const DAY_SECONDS = 24 * 3600;

/** Hashed build assets never change; the promotional video changes rarely; pages are revalidated. */
export function cacheControlFor(path: string): string {
  if (path.includes('/assets/')) return 'public, max-age=31536000, immutable';
  if (path.includes('/media/')) return `public, max-age=${DAY_SECONDS}`;
  return 'no-cache';
}

export type PageFallback = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> | FastifyReply;

/**
 * Serves the built single-page app. Returns the answer for a page path no server route knows, which the gateway's
 * not-found handler uses: index.html, so the client router can show the page, with 200 for one of the app's pages
 * and 404 for any other path (where the app shows 'Page Not Found'); nothing when the app is not built.
 */
export async function serveWebApp(app: FastifyInstance, options: { dist: string }): Promise<PageFallback | undefined> {
  if (!existsSync(join(options.dist, 'index.html'))) {
    app.log.warn({ dist: options.dist }, 'web app is not built; only the API is served');
    return undefined;
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
  const isPage = readPagePathTest(options.dist, app.log);
  return (request, reply) =>
    reply
      .status(isPage(request.url) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html')
      .sendFile('index.html');
}
