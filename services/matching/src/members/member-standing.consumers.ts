import { isUuid, onEvent } from '@village/kit';
import { MemberSuspendedEvent, UserVerifiedEvent, VerificationDecidedEvent } from '@village/proto';
import { MemberProjectionEntity } from './member-projection.entity';

/** identity verified the member (an approved verification case): members who want verified contacts may see them. */
export const userVerifiedConsumer = onEvent(UserVerifiedEvent, async (event, _envelope, manager) => {
  if (!isUuid(event.userId)) return;
  await manager.update(MemberProjectionEntity, { userId: event.userId }, { isVerified: true });
});

/** An approved decision verifies; a refusal changes nothing (a member once verified stays so). */
export const verificationDecidedConsumer = onEvent(VerificationDecidedEvent, async (event, _envelope, manager) => {
  if (!event.approved || !isUuid(event.userId)) return;
  await manager.update(MemberProjectionEntity, { userId: event.userId }, { isVerified: true });
});

/** A suspended member (community) is never anyone's candidate again. */
export const memberSuspendedConsumer = onEvent(MemberSuspendedEvent, async (event, _envelope, manager) => {
  if (!isUuid(event.memberId)) return;
  await manager.update(MemberProjectionEntity, { userId: event.memberId }, { isSuspended: true });
});

export const memberStandingConsumers = [userVerifiedConsumer, verificationDecidedConsumer, memberSuspendedConsumer];
