import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { sessionInvalid } from '../identity.errors';
import { UserEntity } from '../users/user.entity';
import { RefreshTokenEntity } from './refresh-token.entity';
import { hashRefreshToken, SessionIssuer, type IssuedSession } from './session-issuer';

export async function revokeFamily(manager: EntityManager, familyId: string, now = new Date()): Promise<void> {
  await manager
    .createQueryBuilder()
    .update(RefreshTokenEntity)
    .set({ revokedAt: now })
    .where('family_id = :familyId AND revoked_at IS NULL', { familyId })
    .execute();
}

/**
 * Rotates a refresh token. Presenting a token that was already rotated means it was copied:
 * the whole family (every session descended from one sign-in) is revoked.
 */
@Injectable()
export class RefreshSessionUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sessions: SessionIssuer,
  ) {}

  async execute(refreshToken: string | undefined): Promise<{ user: UserEntity; session: IssuedSession }> {
    if (!refreshToken) throw sessionInvalid();
    const outcome = await this.dataSource.transaction(async (manager) => {
      const current = await manager.findOne(RefreshTokenEntity, {
        where: { tokenHash: hashRefreshToken(refreshToken) },
        lock: { mode: 'pessimistic_write' },
      });
      if (!current || current.revokedAt || current.expiresAt <= new Date()) return null;
      if (current.rotatedAt) {
        await revokeFamily(manager, current.familyId);
        return null;
      }
      const user = await manager.findOneBy(UserEntity, { id: current.userId });
      if (!user) return null;
      await manager.update(RefreshTokenEntity, { id: current.id }, { rotatedAt: new Date() });
      const session = await this.sessions.issue(manager, user, current.familyId);
      return { user, session };
    });
    if (!outcome) throw sessionInvalid();
    return outcome;
  }
}
