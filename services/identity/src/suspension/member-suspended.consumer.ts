import { isUuid, onEvent } from '@village/kit';
import { MemberSuspendedEvent, timestampDate } from '@village/proto';
import { revokeAllFamiliesOf } from '../sessions/session-revocation';
import { UserEntity } from '../users/user.entity';

/**
 * An admin suspended a member after a report (community): identity marks them suspended and ends every session they
 * have; from then on every sign-in path refuses them.
 */
export const memberSuspendedConsumer = onEvent(MemberSuspendedEvent, async (suspended, _envelope, manager) => {
  if (!isUuid(suspended.memberId)) return;
  const suspendedAt = suspended.suspendedAt ? timestampDate(suspended.suspendedAt) : new Date();
  await manager
    .createQueryBuilder()
    .update(UserEntity)
    .set({ suspendedAt })
    .where('id = :id AND suspended_at IS NULL', { id: suspended.memberId })
    .execute();
  await revokeAllFamiliesOf(manager, suspended.memberId);
});

export const suspensionConsumers = [memberSuspendedConsumer];
