import type { FastifyRequest } from 'fastify';
import { GatewayErrorCode, gatewayErrors } from '../errors/gateway.errors';
import type { GatewayAudit } from './audit-log';

export const TOO_MANY_ATTEMPTS = 'Too many attempts from your network. Please wait a minute and try again.';

/**
 * The per-address limit on sign-in and registration (the per-account limit is identity's): `max` requests a
 * minute from one client address, then 429 with a message a person can act on.
 */
export function authRateLimit(max: number, audit?: GatewayAudit) {
  return {
    rateLimit: {
      max,
      timeWindow: '1 minute',
      errorResponseBuilder: () => gatewayErrors.error(GatewayErrorCode.RateLimited, TOO_MANY_ATTEMPTS),
      onExceeded: (request: FastifyRequest) =>
        audit?.('rate_limit.exceeded', {
          ip: request.ip,
          correlationId: request.gatewayContext?.correlationId,
          detail: `${request.method} ${request.url.split('?')[0]}`,
        }),
    },
  };
}
