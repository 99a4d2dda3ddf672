import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditLog, CLOCK, type Clock } from '@village/kit';
import type { DataSource } from 'typeorm';
import { sessionNotFound } from '../identity.errors';
import { revokeAllFamiliesOf, revokeFamily } from '../sessions/session-revocation';
import { coarseNetworkOf } from './coarse-network';
import type { MemberSessionModel } from './member-session.model';

interface SessionRow {
  family_id: string;
  signed_in_at: Date;
  last_active_at: Date;
  user_agent: string | null;
  client_ip: string | null;
}

/** The member's own signed-in devices: listed, ended one at a time, or all at once. */
@Injectable()
export class MemberSessions {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly audit: AuditLog,
  ) {}

  /** Sessions still open (no token of the family revoked, not past its end), most recently active first. */
  async list(userId: string, currentSessionId: string | undefined): Promise<MemberSessionModel[]> {
    const rows = await this.dataSource.query<SessionRow[]>(
      `SELECT family_id::text AS family_id,
              min(created_at) AS signed_in_at,
              max(created_at) AS last_active_at,
              (array_agg(user_agent ORDER BY created_at DESC))[1] AS user_agent,
              (array_agg(client_ip ORDER BY created_at DESC))[1] AS client_ip
         FROM refresh_tokens
        WHERE user_id = $1
        GROUP BY family_id
       HAVING bool_and(revoked_at IS NULL) AND max(expires_at) > $2
        ORDER BY last_active_at DESC`,
      [userId, this.clock.now()],
    );
    return rows.map((row) => ({
      id: row.family_id,
      userAgent: row.user_agent,
      network: coarseNetworkOf(row.client_ip),
      signedInAt: row.signed_in_at,
      lastActiveAt: row.last_active_at,
      current: row.family_id === currentSessionId,
    }));
  }

  /** Ends one of the member's own sessions; another member's (or an unknown) id is answered as not found. */
  async end(userId: string, sessionId: string, ip?: string | null): Promise<void> {
    const ended = await this.dataSource.transaction(async (manager) => {
      const open = await manager.query<Array<{ found: boolean }>>(
        `SELECT true AS found FROM refresh_tokens
          WHERE family_id::text = $1 AND user_id = $2 AND revoked_at IS NULL LIMIT 1`,
        [sessionId, userId],
      );
      if (open.length === 0) return false;
      await revokeFamily(manager, sessionId);
      return true;
    });
    if (!ended) throw sessionNotFound();
    this.audit.record('session.revoked', { accountId: userId, ip, detail: 'ended from the list of devices' });
  }

  /** Ends every session of the member, the asking one included. */
  async endAll(userId: string, ip?: string | null): Promise<number> {
    const revoked = await this.dataSource.transaction((manager) => revokeAllFamiliesOf(manager, userId));
    this.audit.record('session.revoked', {
      accountId: userId,
      ip,
      detail: `signed out everywhere (${revoked.length})`,
    });
    return revoked.length;
  }
}
