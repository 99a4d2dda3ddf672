import type { FastifyInstance } from 'fastify';
import { Readable } from 'node:stream';

const PASSED_HEADERS = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified'];
const SAFE_KEY = /^[A-Za-z0-9/_.-]{1,200}$/;

/** Public images are served by the media service; the gateway only passes them through. */
export async function mediaProxy(app: FastifyInstance, options: { mediaUrl: string }): Promise<void> {
  app.get<{ Params: { '*': string } }>('/media/*', async (request, reply) => {
    const key = request.params['*'];
    if (!SAFE_KEY.test(key) || key.includes('..')) return reply.status(404).send({ message: 'Not found' });
    const upstream = await fetch(`${options.mediaUrl}/media/${key}`, {
      headers: request.headers['if-none-match'] ? { 'if-none-match': String(request.headers['if-none-match']) } : {},
      signal: AbortSignal.timeout(15_000),
    });
    reply.status(upstream.status);
    for (const name of PASSED_HEADERS) {
      const value = upstream.headers.get(name);
      if (value) void reply.header(name, value);
    }
    if (!upstream.body || upstream.status === 304) return reply.send();
    return reply.send(Readable.fromWeb(upstream.body));
  });
}
