import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CLOCK, minutes, type Clock } from '@village/kit';
import type { DataSource, EntityManager } from 'typeorm';
import { IDENTITY_ENV, type IdentityEnv } from '../env';
import { AccountLinkPurpose, AccountLinkEntity } from './account-link.entity';
import { AccountLinkRequestEntity } from './account-link-request.entity';
import { hashAccountLinkToken, newAccountLinkToken } from './account-link-token';

/** How long each kind of link works after it is sent. */
export const ACCOUNT_LINK_LIFETIME_MS: Record<AccountLinkPurpose, number> = {
  [AccountLinkPurpose.MagicLink]: minutes(15),
  [AccountLinkPurpose.PasswordReset]: minutes(60),
};

/**
 * The single-use links identity emails (sign-in links, password resets): issued with a fresh random token whose
 * hash alone is stored, consumed at most once before they expire, and limited per email address.
 */
@Injectable()
export class AccountLinks {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(IDENTITY_ENV) private readonly env: IdentityEnv,
  ) {}

  /**
   * Counts a request for `email` against the per-address limit and answers whether it is within it. Unknown
   * addresses count the same way; requests over the limit are not counted, so the window frees up on time.
   */
  async admitRequest(email: string, purpose: AccountLinkPurpose): Promise<boolean> {
    const now = this.clock.now();
    const windowStart = new Date(now.getTime() - minutes(this.env.ACCOUNT_LINK_REQUEST_WINDOW_MINUTES));
    return this.dataSource.transaction(async (manager) => {
      await manager.query('DELETE FROM account_link_requests WHERE requested_at <= $1', [windowStart]);
      const [{ requests }] = await manager.query<Array<{ requests: number }>>(
        `SELECT count(*)::int AS requests FROM account_link_requests
          WHERE email = $1 AND purpose = $2 AND requested_at > $3`,
        [email, purpose, windowStart],
      );
      if (requests >= this.env.ACCOUNT_LINK_REQUESTS_PER_EMAIL) return false;
      await manager.insert(AccountLinkRequestEntity, { email, purpose, requestedAt: now });
      return true;
    });
  }

  /** A new token, stored (hashed) for `userId`; for no member (an unknown email) it is made and forgotten. */
  async issue(userId: string | null, purpose: AccountLinkPurpose): Promise<string> {
    const token = newAccountLinkToken();
    const tokenHash = hashAccountLinkToken(token);
    const createdAt = this.clock.now();
    const expiresAt = new Date(createdAt.getTime() + ACCOUNT_LINK_LIFETIME_MS[purpose]);
    if (userId) {
      await this.dataSource
        .getRepository(AccountLinkEntity)
        .insert({ userId, purpose, tokenHash, createdAt, expiresAt, usedAt: null });
    }
    return token;
  }

  /** The member a token would let in, without using it up; null when unknown, used or expired. */
  async peek(token: string, purpose: AccountLinkPurpose): Promise<string | null> {
    const rows = await this.dataSource.query<Array<{ user_id: string }>>(
      `SELECT user_id FROM account_links
        WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3`,
      [hashAccountLinkToken(token), purpose, this.clock.now()],
    );
    return rows[0]?.user_id ?? null;
  }

  /** Uses a token up and answers its member; null when it is unknown, already used or expired. */
  async consume(manager: EntityManager, token: string, purpose: AccountLinkPurpose): Promise<string | null> {
    const now = this.clock.now();
    const [rows] = await manager.query<[Array<{ user_id: string }>, number]>(
      `UPDATE account_links SET used_at = $3
        WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3
        RETURNING user_id`,
      [hashAccountLinkToken(token), purpose, now],
    );
    return rows[0]?.user_id ?? null;
  }

  /** Ends every link of a member still unused (after a password reset). */
  async revokeOutstanding(manager: EntityManager, userId: string): Promise<void> {
    await manager.query('UPDATE account_links SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [
      userId,
      this.clock.now(),
    ]);
  }
}
