import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { IDENTITY_ENV, type IdentityEnv } from '../env';

export interface RevokedSession {
  sessionId: string;
  /** After this instant no access token of the session can still be valid: the gateway may forget it. */
  until: string;
}

export interface RevokedSessionsPage {
  /** The database's clock when the page was read: the next page starts a little before it. */
  asOf: string;
  sessions: RevokedSession[];
}

/**
 * The sessions revoked recently enough that one of their access tokens may still be unexpired: the list the
 * gateway checks every access token against (see docs/decisions/007-session-revocation.md).
 */
@Injectable()
export class RevokedSessionsQuery {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(IDENTITY_ENV) private readonly env: IdentityEnv,
  ) {}

  async since(since: Date | null): Promise<RevokedSessionsPage> {
    const ttl = this.env.ACCESS_TOKEN_TTL_SECONDS;
    const rows: Array<{ session_id: string; until: Date; as_of: Date }> = await this.dataSource.query(
      `SELECT family_id::text AS session_id,
              max(revoked_at) + make_interval(secs => $2) AS until,
              now() AS as_of
         FROM refresh_tokens
        WHERE revoked_at > now() - make_interval(secs => $2)
          AND ($1::timestamptz IS NULL OR revoked_at >= $1::timestamptz)
        GROUP BY family_id`,
      [since, ttl],
    );
    const asOf =
      rows[0]?.as_of ?? (await this.dataSource.query<Array<{ as_of: Date }>>('SELECT now() AS as_of'))[0].as_of;
    return {
      asOf: asOf.toISOString(),
      sessions: rows.map((row) => ({ sessionId: row.session_id, until: row.until.toISOString() })),
    };
  }
}
