import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditLog } from '@village/kit';
import { IsNull, Not, type DataSource } from 'typeorm';
import { sessionInvalid } from '../identity.errors';
import { UserEntity } from '../users/user.entity';
import type { ClientContext } from './client-context';
import { RefreshTokenEntity } from './refresh-token.entity';
import { hashRefreshToken, SessionIssuer, type IssuedSession } from './session-issuer';
import { revokeFamily } from './session-revocation';

type Outcome =
  { user: UserEntity; session: IssuedSession } | { refused: 'unknown' | 'ended' | 'reused'; userId?: string };

/**
 * Rotates a refresh token. Presenting a token that was already rotated means it was copied:
 * the whole family (every session descended from one sign-in) is revoked. A family ends at its absolute
 * expiry, which rotation never moves.
 */
@Injectable()
export class RefreshSessionUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sessions: SessionIssuer,
    private readonly audit: AuditLog,
  ) {}

  async execute(
    refreshToken: string | undefined,
    client: ClientContext = {},
  ): Promise<{ user: UserEntity; session: IssuedSession }> {
    if (!refreshToken) throw sessionInvalid();
    const outcome = await this.dataSource.transaction(async (manager): Promise<Outcome> => {
      const current = await manager.findOne(RefreshTokenEntity, {
        where: { tokenHash: hashRefreshToken(refreshToken) },
        lock: { mode: 'pessimistic_write' },
      });
      if (!current) return { refused: 'unknown' };
      if (current.revokedAt || current.expiresAt <= new Date()) return { refused: 'ended', userId: current.userId };
      // A sign-out that raced an earlier rotation may have revoked only part of the family: the family is over.
      const familyRevoked = await manager.exists(RefreshTokenEntity, {
        where: { familyId: current.familyId, revokedAt: Not(IsNull()) },
      });
      if (current.rotatedAt || familyRevoked) {
        await revokeFamily(manager, current.familyId);
        return { refused: current.rotatedAt ? 'reused' : 'ended', userId: current.userId };
      }
      const user = await manager.findOneBy(UserEntity, { id: current.userId });
      if (!user) return { refused: 'unknown' };
      await manager.update(RefreshTokenEntity, { id: current.id }, { rotatedAt: new Date() });
      const session = await this.sessions.issue(
        manager,
        user,
        { id: current.familyId, expiresAt: current.expiresAt },
        { userAgent: current.userAgent, ip: client.ip ?? current.clientIp },
      );
      return { user, session };
    });
    if ('refused' in outcome) {
      if (outcome.refused === 'reused') {
        this.audit.record('session.refresh_token_reused', { accountId: outcome.userId, ip: client.ip });
      }
      throw sessionInvalid();
    }
    return outcome;
  }
}
