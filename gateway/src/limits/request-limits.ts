import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GatewayErrorCode, gatewayErrors } from '../errors/gateway.errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET route that changes state (a browser navigation such as /api/logout) is limited like a write. */
    changesState?: boolean;
  }
}

export interface RateLimit {
  perIpPerMinute: number;
  perAccountPerMinute: number;
}

export interface RequestLimitsOptions {
  graphql: RateLimit;
  apiWrites: RateLimit;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const WINDOW = '1 minute';

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

export function limitedKindOf(request: FastifyRequest): keyof RequestLimitsOptions | null {
  const path = request.url.split('?')[0];
  if (path === '/graphql') return 'graphql';
  if (!path.startsWith('/api/')) return null;
  if (!SAFE_METHODS.has(request.method) || request.routeOptions.config?.changesState === true) return 'apiWrites';
  return null;
}

export const tooManyRequests = (seconds: number) =>
  gatewayErrors.error(
    GatewayErrorCode.RateLimited,
    `Too many requests. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  );

/**
 * Rate limits on /graphql and on every state-changing /api route, counted per IP address and, for a signed-in
 * request, per account (the user id of the verified access token): one account cannot spread its calls across
 * addresses, and one address cannot exhaust another member's allowance. Registered after the session hook.
 * Needs @fastify/rate-limit registered on the instance (it keeps the counts).
 */
export function registerRequestLimits(app: FastifyInstance, options: RequestLimitsOptions): void {
  const limiters = {} as Record<keyof RequestLimitsOptions, { perIp: Limiter; perAccount: Limiter }>;
  for (const kind of ['graphql', 'apiWrites'] as const) {
    limiters[kind] = {
      perIp: app.createRateLimit({
        max: options[kind].perIpPerMinute,
        timeWindow: WINDOW,
        keyGenerator: (request) => `${kind}:ip:${request.ip}`,
      }),
      perAccount: app.createRateLimit({
        max: options[kind].perAccountPerMinute,
        timeWindow: WINDOW,
        keyGenerator: (request) => `${kind}:account:${request.gatewayContext?.userId ?? ''}`,
        allowList: (request) => !request.gatewayContext?.userId,
      }),
    };
  }

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const kind = limitedKindOf(request);
    if (!kind) return;
    for (const limiter of [limiters[kind].perAccount, limiters[kind].perIp]) {
      const result = await limiter(request);
      if (result.isAllowed || !result.isExceeded) continue;
      const seconds = Math.max(1, result.ttlInSeconds);
      void reply.header('retry-after', String(seconds));
      throw tooManyRequests(seconds);
    }
  });
}
