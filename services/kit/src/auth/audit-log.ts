import type { Logger } from 'pino';
import { currentCorrelationId } from '../logging/correlation';

/** Security events every service and the gateway record in the same shape. */
export type AuditEvent =
  | 'sign_in.failed'
  | 'sign_in.locked'
  | 'session.refresh_token_reused'
  | 'session.revoked'
  | 'password.changed'
  | 'password.change_refused'
  | 'access.denied'
  | 'admin.action'
  | 'admin.created'
  | 'csrf.refused'
  | 'rate_limit.exceeded'
  | 'logout.confirmation_required'
  | 'mfa.enabled'
  | 'mfa.disabled'
  | 'mfa.code_refused'
  | 'mfa.locked'
  | 'mfa.recovery_code_used'
  | 'account_link.requested'
  | 'account_link.limited'
  | 'account_link.refused'
  | 'sign_in.magic_link'
  | 'sign_in.development'
  | 'password.reset'
  | 'sign_in.external'
  | 'sign_in.external_refused'
  | 'external_identity.linked'
  | 'account.erase_refused'
  | 'account.erased';

export interface AuditEntry {
  /** The account the event concerns, when known. */
  accountId?: string | null;
  /** The client's address as the edge saw it. */
  ip?: string | null;
  correlationId?: string | null;
  /** A short, non-secret detail (a reason, a route): never a password, a token or personal data. */
  detail?: string;
}

/**
 * The audit log: a pino child logger named `audit`. Each line carries the event, the account, the client's
 * address and the correlation id; the logger's redaction keeps passwords and tokens out even by mistake.
 */
export class AuditLog {
  private readonly logger: Logger;

  constructor(logger: Logger) {
    this.logger = logger.child({ name: 'audit' });
  }

  record(event: AuditEvent, entry: AuditEntry = {}): void {
    this.logger.info(
      {
        event,
        accountId: entry.accountId ?? null,
        ip: entry.ip ?? null,
        correlationId: entry.correlationId ?? currentCorrelationId() ?? null,
        ...(entry.detail ? { detail: entry.detail } : {}),
      },
      event,
    );
  }
}
