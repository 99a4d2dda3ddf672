import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { GatewayEnv } from './env';
import type { GatewayContext } from './graph/gateway-context';
import { createGraphServer, subgraphHealthUrls } from './graph/graph-server';
import { authRoutes } from './rest/auth.routes';
import { MediaClient } from './rest/media-client';
import { gatewayAuditLog } from './session/audit-log';
import { csrfTokenInForm, csrfTokenValid, ensureCsrfCookie } from './session/csrf';
import { IdentityClient } from './session/identity-client';
import { noStoreForPersonalData } from './session/no-store';
import { RevocationList } from './session/revocation-list';
import { SessionResolver } from './session/session-resolver';
import { mediaProxy } from './web/media-proxy';
import { webApp } from './web/web-app';

declare module 'fastify' {
  interface FastifyRequest {
    gatewayContext?: GatewayContext;
  }
}

const CORRELATION = /^[A-Za-z0-9._:-]{8,128}$/;
const SESSION_PREFIXES = ['/api/', '/graphql'];

export async function buildGateway(env: GatewayEnv, logger: FastifyBaseLogger): Promise<FastifyInstance> {
  const secureCookies = env.COOKIE_SECURE ?? env.NODE_ENV === 'production';
  const identity = new IdentityClient(env.IDENTITY_URL);
  const audit = gatewayAuditLog(logger);
  const revocations = new RevocationList({ source: identity, syncIntervalMs: env.SESSION_REVOCATION_SYNC_MS, logger });
  const sessions = new SessionResolver({
    jwksUrl: env.JWKS_URL ?? `${env.IDENTITY_URL}/.well-known/jwks.json`,
    issuer: env.JWT_ISSUER,
    audience: env.JWT_AUDIENCE,
    secureCookies,
    identity,
    revocations,
    audit,
  });

  const app = Fastify({
    loggerInstance: logger,
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    logController: new LogController({ disableRequestLogging: true }),
  });
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: secureCookies ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart);
  await app.register(fastifyRateLimit, { global: false });

  app.addHook('onRequest', async (request, reply) => {
    const header = request.headers['x-correlation-id'];
    const correlationId = typeof header === 'string' && CORRELATION.test(header) ? header : randomUUID();
    void reply.header('x-correlation-id', correlationId);
    ensureCsrfCookie(request, reply, secureCookies);
    if (!SESSION_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return;
    if (!csrfTokenValid(request, secureCookies) && !csrfTokenInForm(request)) {
      audit('csrf.refused', {
        ip: request.ip,
        correlationId,
        detail: `${request.method} ${request.url.split('?')[0]}`,
      });
      return reply
        .status(403)
        .send({ message: 'Your session could not be verified. Please refresh the page and try again.' });
    }
    const session = await sessions.resolve(request, reply, correlationId);
    request.gatewayContext = { ...session, correlationId };
  });
  app.addHook('onSend', async (request, reply) => {
    noStoreForPersonalData(request, reply, Boolean(request.gatewayContext?.userId));
  });
  app.addHook('onResponse', async (request, reply) => {
    if (request.url.startsWith('/health/') || request.url.startsWith('/assets/')) return;
    request.log.info(
      {
        method: request.method,
        url: request.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });

  const contextOf = (request: FastifyRequest): GatewayContext =>
    request.gatewayContext ?? { accessToken: null, userId: null, correlationId: randomUUID() };

  const graph = createGraphServer(env);
  graph.addPlugin(fastifyApolloDrainPlugin(app));
  await graph.start();
  await app.register(fastifyApollo(graph), { path: '/graphql', context: async (request) => contextOf(request) });

  await app.register(authRoutes, {
    graph,
    identity,
    media: new MediaClient(env.MEDIA_URL),
    secureCookies,
    authRateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
    revocations,
    audit,
    contextOf,
  });
  await app.register(mediaProxy, { mediaUrl: env.MEDIA_URL });

  const healthUrls = subgraphHealthUrls(env);
  app.get('/health/live', async () => ({ status: 'ok' }));
  app.get('/health/ready', async (_request, reply) => {
    const results = await Promise.all(
      healthUrls.map((url) =>
        fetch(url, { signal: AbortSignal.timeout(2000) }).then(
          (r) => r.ok,
          () => false,
        ),
      ),
    );
    const ready = results.every(Boolean);
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not-ready' });
  });

  if (env.WEB_DIST) await app.register(webApp, { dist: env.WEB_DIST });
  return app;
}
