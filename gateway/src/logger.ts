import { activeTraceIds } from '@village/kit/tracing';
import type { FastifyBaseLogger } from 'fastify';
import pino, { type DestinationStream } from 'pino';

/** The gateway's log: JSON lines, secrets redacted, each line with the active span's trace and span ids. */
export function createGatewayLogger(level: string, destination?: DestinationStream): FastifyBaseLogger {
  return pino(
    {
      level,
      base: { service: 'gateway' },
      redact: {
        paths: ['req.headers.cookie', 'req.headers.authorization', 'password', '*.password'],
        censor: '[redacted]',
      },
      mixin: () => activeTraceIds() ?? {},
    },
    destination,
  );
}
