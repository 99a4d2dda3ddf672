import type { FastifyBaseLogger } from 'fastify';

/** The gateway's security events; the services' audit log (the kit's AuditLog) writes the same line shape. */
export type GatewayAuditEvent =
  | 'csrf.refused'
  | 'rate_limit.exceeded'
  | 'session.refresh_token_reused'
  | 'session.revoked'
  | 'logout.confirmation_required'
  | 'sign_in.external_refused';

export interface GatewayAuditEntry {
  accountId?: string | null;
  ip?: string | null;
  correlationId?: string | null;
  detail?: string;
}

export type GatewayAudit = (event: GatewayAuditEvent, entry: GatewayAuditEntry) => void;

/** A pino child logger named `audit`: event, account, client address and correlation id; never a secret. */
export function gatewayAuditLog(logger: FastifyBaseLogger): GatewayAudit {
  const audit = logger.child({ name: 'audit' });
  return (event, entry) =>
    audit.info(
      {
        event,
        accountId: entry.accountId ?? null,
        ip: entry.ip ?? null,
        correlationId: entry.correlationId ?? null,
        ...(entry.detail ? { detail: entry.detail } : {}),
      },
      event,
    );
}
