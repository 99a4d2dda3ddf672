import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readPagePathTest } from './page-paths';
import { servicePageId, withOpenGraph, type ServiceOpenGraph } from './service-open-graph';

const DAY_SECONDS = 24 * 3600;

/** Hashed build assets never change; the promotional video changes rarely; pages are revalidated. */
export function cacheControlFor(path: string): string {
  if (path.includes('/assets/')) return 'public, max-age=31536000, immutable';
  if (path.includes('/media/')) return `public, max-age=${DAY_SECONDS}`;
  return 'no-cache';
}

export type PageFallback = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> | FastifyReply;

export interface WebAppOptions {
  dist: string;
  /** Link previews of /service/{id}: index.html carries the service's Open Graph tags when a visitor may see it. */
  serviceOpenGraph?: ServiceOpenGraph;
}

/**
 * Serves the built single-page app. Returns the answer for a page path no server route knows, which the gateway's
 * not-found handler uses: index.html, so the client router can show the page, with 200 for one of the app's pages
 * and 404 for any other path (where the app shows 'Page Not Found'); nothing when the app is not built.
 */
export async function serveWebApp(app: FastifyInstance, options: WebAppOptions): Promise<PageFallback | undefined> {
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
  const openGraph = options.serviceOpenGraph;
  return async (request, reply) => {
    const serviceId = openGraph && servicePageId(request.url);
    if (openGraph && serviceId) {
      const preview = await openGraph.lookUp(serviceId).catch((error: unknown) => {
        request.log.warn({ err: error, serviceId }, 'no link preview for the service page');
        return null;
      });
      if (preview) {
        const indexHtml = await readFile(join(options.dist, 'index.html'), 'utf8');
        return reply
          .status(200)
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(withOpenGraph(indexHtml, preview, openGraph.appUrl));
      }
    }
    return reply
      .status(isPage(request.url) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html')
      .sendFile('index.html');
  };
}
