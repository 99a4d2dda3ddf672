import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { withTraceContext } from '@village/kit/tracing';

const PASSED_HEADERS = [
  'content-type',
  'content-length',
  'cache-control',
  'etag',
  'last-modified',
  'x-content-type-options',
];
const SAFE_PATH = /^\/media\/[A-Za-z0-9/_.-]{1,200}$/;

/**
 * Members' images (profile and service photos; and signed links to private objects) are served by the media service; the gateway passes them
 * through. Other files under /media/ (the promotional video) belong to the web app.
 */
export async function mediaProxy(app: FastifyInstance, options: { mediaUrl: string }): Promise<void> {
  const forward = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const url = new URL(request.url, 'http://gateway');
    if (!SAFE_PATH.test(url.pathname) || url.pathname.includes('..'))
      return reply.status(404).send({ message: 'Not found' });
    const upstream = await fetch(`${options.mediaUrl}${url.pathname}${url.search}`, {
      headers: withTraceContext(
        request.headers['if-none-match'] ? { 'if-none-match': String(request.headers['if-none-match']) } : {},
      ),
      signal: AbortSignal.timeout(15_000),
    });
    reply.status(upstream.status);
    for (const name of PASSED_HEADERS) {
      const value = upstream.headers.get(name);
      if (value) void reply.header(name, value);
    }
    if (!upstream.body || upstream.status === 304) return reply.send();
    return reply.send(Readable.fromWeb(upstream.body));
  };
  app.get('/media/profile-photos/*', forward);
  app.get('/media/service-photos/*', forward);
  app.get('/media/signed', forward);
}
