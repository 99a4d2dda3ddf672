import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import { ShutdownState } from '@village/kit/shutdown';
import { ServiceMetrics } from '@village/kit/metrics';
import { httpTracingHooks } from '@village/kit/tracing';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { GatewayEnv } from './env';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './errors/error-handler';
import { csrfRefused } from './errors/gateway.errors';
import type { GatewayContext } from './graph/gateway-context';
import { createGraphServer } from './graph/graph-server';
import { readSupergraph, subgraphsOf } from './graph/subgraphs';
import { healthRoutes } from './health/readiness';
import { rateLimitStore } from './limits/rate-limit-store';
import { registerRequestLimits } from './limits/request-limits';
import { registerGatewayMetrics } from './metrics/gateway-metrics';
import { registerOpenApi } from './openapi/openapi';
import { accountLinkRoutes } from './rest/account-links.routes';
import { authRoutes } from './rest/auth.routes';
import { bookingsRoutes } from './rest/bookings.routes';
import { bookingPickupsRoutes } from './rest/booking-pickups.routes';
import { serviceOccurrencesRoutes } from './rest/service-occurrences.routes';
import { timeBankRoutes } from './rest/time-bank.routes';
import { safetyPlansRoutes } from './rest/safety-plans.routes';
import { coverCircleRoutes } from './rest/cover-circle.routes';
import { forumRoutes } from './rest/forum.routes';
import { communityEventsRoutes } from './rest/community-events.routes';
import { membersSearchRoutes } from './rest/members-search.routes';
import { videoMeetingsRoutes } from './rest/video-meetings.routes';
import { socialMediaPostsRoutes } from './rest/social-media-posts.routes';
import { socialAccountsRoutes } from './rest/social-accounts.routes';
import { VideoCallSocketRelay } from './rest/video-call-socket.relay';
import { videoCallsRoutes } from './rest/video-calls.routes';
import { MessageStreamClient } from './rest/message-stream.client';
import { messagesRoutes } from './rest/messages.routes';
import { PaymentWebhookClient } from './rest/payment-webhook.client';
import { paymentsRoutes } from './rest/payments.routes';
import { isPaymentWebhook, paymentWebhookRoutes } from './rest/payment-webhook.routes';
import { developmentSignInRoutes } from './rest/development-sign-in.routes';
import { emailConfirmationRoutes } from './rest/email-confirmation.routes';
import { enhancedProfileRoutes } from './rest/enhanced-profile.routes';
import { preEmptiveBlocksRoutes } from './rest/pre-emptive-blocks.routes';
import { trustLadderRoutes } from './rest/trust-ladder.routes';
import { MediaClient } from './rest/media-client';
import { mfaRoutes } from './rest/mfa.routes';
import { securityRoutes } from './rest/security.routes';
import { accountErasureRoutes } from './rest/account-erasure.routes';
import { MemberUploadsClient } from './rest/member-uploads.client';
import { profileSetupRoutes } from './rest/profile-setup.routes';
import { ListingsBrowseClient } from './rest/listings-browse.client';
import { servicesRoutes } from './rest/services.routes';
import { gatewayAuditLog } from './session/audit-log';
import { csrfTokenInForm, csrfTokenValid, ensureCsrfCookie } from './session/csrf';
import { IdentityClient } from './session/identity-client';
import { noStoreForPersonalData } from './session/no-store';
import { RevocationList } from './session/revocation-list';
import { SessionResolver } from './session/session-resolver';
import { mediaProxy } from './web/media-proxy';
import { graphServicePreview } from './web/service-open-graph';
import { serveWebApp } from './web/web-app';
import { clientSecretsFrom, socialProviderClientsFrom } from './social-sign-in/openid-provider-clients';
import { SignInFlowSealer } from './social-sign-in/sign-in-flow-cookie';
import { socialSignInRoutes } from './social-sign-in/social-sign-in.routes';
import { adminCommissionSettingsRoutes } from './rest/admin-commission-settings.routes';
import { contactQueriesRoutes } from './rest/contact-queries.routes';
import { calendarRoutes } from './rest/calendar.routes';
import { dataExportRoutes } from './rest/data-export.routes';
import { mediaPhotoFetcher } from './rest/data-export/data-export-archive';
import { reportsRoutes } from './rest/reports.routes';
import { adminOverviewRoutes } from './rest/admin-overview.routes';
import { paymentAnalyticsRoutes } from './rest/payment-analytics.routes';
import { matchingRoutes } from './rest/matching.routes';

declare module 'fastify' {
  interface FastifyRequest {
    gatewayContext?: GatewayContext;
  }
}

const CORRELATION = /^[A-Za-z0-9._:-]{8,128}$/;
const SESSION_PREFIXES = ['/api/', '/graphql'];
/** How soon an open message stream learns that its session was revoked. */
const STREAM_SESSION_CHECK_MS = 15_000;

/** Stripe.js and its Payment Element (loaded only when a booking is paid through Stripe). */
const STRIPE_JS = 'https://js.stripe.com';

const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", STRIPE_JS],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'blob:'],
  connectSrc: ["'self'", 'https://api.stripe.com'],
  frameSrc: ["'self'", STRIPE_JS, 'https://hooks.stripe.com'],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  objectSrc: ["'none'"],
};

/** connect-src: the page's own origin (API, call channel), Stripe, and the LiveKit server of large calls. */
export function connectSources(livekitPublicUrl: string | undefined): string[] {
  const sources = [...CONTENT_SECURITY_POLICY.connectSrc];
  if (livekitPublicUrl) {
    const livekit = new URL(livekitPublicUrl);
    sources.push(`${livekit.protocol}//${livekit.host}`);
  }
  return sources;
}

/** `shutdown`: what main turns on at SIGTERM so that /health/ready answers 503 while requests drain. */
export async function buildGateway(
  env: GatewayEnv,
  logger: FastifyBaseLogger,
  shutdown: ShutdownState = new ShutdownState(),
): Promise<FastifyInstance> {
  const secureCookies = env.COOKIE_SECURE ?? env.NODE_ENV === 'production';
  const development = env.NODE_ENV === 'development';
  const supergraphSdl = readSupergraph(env);
  const subgraphs = subgraphsOf(supergraphSdl, env);
  const identity = new IdentityClient(env.IDENTITY_URL, { key: env.EXTERNAL_SIGN_IN_KEY });
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
    clientErrorHandler,
    frameworkErrors,
  });
  const metrics = new ServiceMetrics('gateway');
  registerGatewayMetrics(app, { env, metrics, subgraphs });
  // First: every later hook and handler (the graph's fetches to subgraphs among them) runs inside the request's span.
  const tracingHooks = httpTracingHooks({
    untraced: (path) => path.startsWith('/health/') || path.startsWith('/assets/'),
  });
  if (tracingHooks) {
    app.addHook('onRequest', tracingHooks.onRequest);
    app.addHook('onResponse', tracingHooks.onResponse);
    app.addHook('onRequestAbort', tracingHooks.onRequestAbort);
  }
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        ...CONTENT_SECURITY_POLICY,
        connectSrc: connectSources(env.LIVEKIT_PUBLIC_URL),
        upgradeInsecureRequests: secureCookies ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart);
  await app.register(fastifyRateLimit, { global: false, store: rateLimitStore(env, logger, app) });
  // Before any route: every route below gets the zod compilers, the schema check and the one error handler.
  await registerOpenApi(app, { browsable: development });
  const publicBaseUrl = env.PUBLIC_BASE_URL ?? `http://localhost:${env.PORT}`;
  const graph = createGraphServer(env, supergraphSdl, subgraphs, logger, metrics);
  const pageFallback = env.WEB_DIST
    ? await serveWebApp(app, {
        dist: env.WEB_DIST,
        serviceOpenGraph: { appUrl: env.APP_URL ?? publicBaseUrl, lookUp: graphServicePreview(graph) },
      })
    : undefined;
  registerErrorHandling(app, { pageFallback });

  app.addHook('onRequest', async (request, reply) => {
    const header = request.headers['x-correlation-id'];
    const correlationId = typeof header === 'string' && CORRELATION.test(header) ? header : randomUUID();
    void reply.header('x-correlation-id', correlationId);
    ensureCsrfCookie(request, reply, secureCookies);
    if (!SESSION_PREFIXES.some((prefix) => request.url.startsWith(prefix)) || isPaymentWebhook(request)) return;
    if (!csrfTokenValid(request, secureCookies) && !csrfTokenInForm(request)) {
      audit('csrf.refused', {
        ip: request.ip,
        correlationId,
        detail: `${request.method} ${request.url.split('?')[0]}`,
      });
      throw csrfRefused();
    }
    const session = await sessions.resolve(request, reply, correlationId);
    request.gatewayContext = { ...session, correlationId };
  });
  registerRequestLimits(app, {
    graphql: {
      perIpPerMinute: env.GRAPHQL_RATE_LIMIT_PER_IP_PER_MINUTE,
      perAccountPerMinute: env.GRAPHQL_RATE_LIMIT_PER_ACCOUNT_PER_MINUTE,
    },
    apiWrites: {
      perIpPerMinute: env.API_WRITE_RATE_LIMIT_PER_IP_PER_MINUTE,
      perAccountPerMinute: env.API_WRITE_RATE_LIMIT_PER_ACCOUNT_PER_MINUTE,
    },
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
        correlationId: request.gatewayContext?.correlationId,
      },
      'request',
    );
  });
  const contextOf = (request: FastifyRequest): GatewayContext =>
    request.gatewayContext ?? { accessToken: null, userId: null, correlationId: randomUUID() };

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
  await app.register(socialSignInRoutes, {
    providers: socialProviderClientsFrom(env),
    sealer: new SignInFlowSealer(clientSecretsFrom(env)),
    identity,
    publicBaseUrl,
    secureCookies,
    authRateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
    audit,
    contextOf,
  });
  const accountRouteOptions = {
    graph,
    identity,
    secureCookies,
    authRateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
    audit,
    contextOf,
  };
  await app.register(mfaRoutes, accountRouteOptions);
  await app.register(accountLinkRoutes, accountRouteOptions);
  await app.register(securityRoutes, accountRouteOptions);
  await app.register(accountErasureRoutes, accountRouteOptions);
  // Not even registered outside development: 404, and absent from that server's OpenAPI document.
  if (development) await app.register(developmentSignInRoutes, accountRouteOptions);
  await app.register(emailConfirmationRoutes, {
    graph,
    authRateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
    audit,
    contextOf,
  });
  const uploads = new MemberUploadsClient(env.MEDIA_URL);
  await app.register(profileSetupRoutes, { graph, uploads, contextOf });
  const listings = subgraphs.find((subgraph) => subgraph.name === 'listings');
  if (listings) {
    const browse = new ListingsBrowseClient(listings.url, env.SUBGRAPH_TIMEOUT_MS);
    app.addHook('onClose', async () => browse.close());
    await app.register(servicesRoutes, { graph, uploads, browse, contextOf });
  }
  await app.register(enhancedProfileRoutes, { graph, contextOf });
  await app.register(preEmptiveBlocksRoutes, { graph, contextOf });
  await app.register(trustLadderRoutes, { graph, contextOf });
  await app.register(adminCommissionSettingsRoutes, { graph, contextOf });
  await app.register(adminOverviewRoutes, { graph, contextOf });
  await app.register(contactQueriesRoutes, {
    graph,
    rateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
    audit,
    contextOf,
  });
  await app.register(mediaProxy, { mediaUrl: env.MEDIA_URL });
  await app.register(bookingsRoutes, { graph, contextOf });
  await app.register(bookingPickupsRoutes, { graph, contextOf });
  await app.register(serviceOccurrencesRoutes, { graph, contextOf });
  await app.register(timeBankRoutes, { graph, contextOf });
  await app.register(safetyPlansRoutes, { graph, contextOf });
  await app.register(coverCircleRoutes, { graph, contextOf });
  await app.register(forumRoutes, { graph, contextOf });
  await app.register(reportsRoutes, { graph, contextOf });
  await app.register(matchingRoutes, { graph, contextOf });
  await app.register(paymentAnalyticsRoutes, { graph, contextOf });
  await app.register(communityEventsRoutes, { graph, contextOf, appUrl: env.APP_URL ?? publicBaseUrl });
  await app.register(videoMeetingsRoutes, { graph, contextOf, appUrl: env.APP_URL ?? publicBaseUrl });
  await app.register(calendarRoutes, {
    graph,
    contextOf,
    appUrl: env.APP_URL ?? publicBaseUrl,
    rateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
    audit,
  });
  await app.register(dataExportRoutes, {
    graph,
    contextOf,
    fetchPhoto: mediaPhotoFetcher(env.MEDIA_URL, env.SUBGRAPH_TIMEOUT_MS),
    exportsPerHour: env.DATA_EXPORT_RATE_LIMIT_PER_HOUR,
  });
  await app.register(membersSearchRoutes, { graph, contextOf });
  await app.register(socialMediaPostsRoutes, { graph, contextOf });
  await app.register(socialAccountsRoutes, { graph, contextOf });
  await app.register(videoCallsRoutes, { graph, contextOf });
  const media = subgraphs.find((subgraph) => subgraph.name === 'media');
  const callSocket = new VideoCallSocketRelay(media?.url, env.SUBGRAPH_TIMEOUT_MS, logger);
  callSocket.attach(app.server);
  app.addHook('onClose', async () => callSocket.close());
  await app.register(paymentsRoutes, { graph, contextOf });
  const community = subgraphs.find((subgraph) => subgraph.name === 'community');
  const messageStream = community ? new MessageStreamClient(community.url, env.SUBGRAPH_TIMEOUT_MS) : undefined;
  await app.register(messagesRoutes, {
    graph,
    contextOf,
    stream: messageStream,
    sendsPerMinute: env.MESSAGE_SEND_RATE_LIMIT_PER_MINUTE,
    sessionWatch: { revocations, checkEveryMs: STREAM_SESSION_CHECK_MS },
  });
  const bookings = subgraphs.find((subgraph) => subgraph.name === 'bookings');
  if (bookings) {
    const webhook = new PaymentWebhookClient(bookings.url, env.SUBGRAPH_TIMEOUT_MS);
    app.addHook('onClose', async () => webhook.close());
    await app.register(paymentWebhookRoutes, { webhook, contextOf });
  }
  await app.register(healthRoutes, { subgraphs, shutdown });
  return app;
}
