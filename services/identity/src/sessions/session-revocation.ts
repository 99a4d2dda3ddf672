import type { EntityManager } from 'typeorm';
import { RefreshTokenEntity } from './refresh-token.entity';

/**
 * Revokes every refresh token of a session (one sign-in's family). `revoked_at` is the database's clock, which the
 * revocation feed also reads.
 */
export async function revokeFamily(manager: EntityManager, familyId: string): Promise<void> {
  await manager
    .createQueryBuilder()
    .update(RefreshTokenEntity)
    .set({ revokedAt: () => 'now()' })
    .where('family_id = :familyId AND revoked_at IS NULL', { familyId })
    .execute();
}

/** Revokes every session of a member (password change); answers the revoked session ids. */
export async function revokeAllFamiliesOf(manager: EntityManager, userId: string): Promise<string[]> {
  const result = await manager
    .createQueryBuilder()
    .update(RefreshTokenEntity)
    .set({ revokedAt: () => 'now()' })
    .where('user_id = :userId AND revoked_at IS NULL', { userId })
    .returning('family_id')
    .execute();
  const rows = result.raw as Array<{ family_id: string }>;
  return [...new Set(rows.map((row) => row.family_id))];
}
