import { MemberBlockedEvent, MemberUnblockedEvent } from '@village/proto';
import { isErasedMember } from '../erasure/member-erased.consumer';
import { onEvent } from '../events/event-consumer';
import { isUuid } from '../ids/uuid';
import { MemberBlockEntity } from './member-block.entity';

/** A new block, kept in the service's `member_blocks` unless either member was erased. Redelivery changes nothing. */
export const memberBlockedConsumer = onEvent(MemberBlockedEvent, async (block, _envelope, manager) => {
  if (!isUuid(block.blockerId) || !isUuid(block.blockedId)) return;
  if (await isErasedMember(manager, block.blockerId, block.blockedId)) return;
  await manager
    .createQueryBuilder()
    .insert()
    .into(MemberBlockEntity)
    .values({ blockerId: block.blockerId, blockedId: block.blockedId })
    .orIgnore()
    .execute();
});

/** A lifted block, removed from the service's `member_blocks`. */
export const memberUnblockedConsumer = onEvent(MemberUnblockedEvent, async (block, _envelope, manager) => {
  if (!isUuid(block.blockerId) || !isUuid(block.blockedId)) return;
  await manager.delete(MemberBlockEntity, { blockerId: block.blockerId, blockedId: block.blockedId });
});

/** The projection of identity's blocks: its entity and its two consumers, for a service's definition. */
export const memberBlocksProjection = {
  entities: [MemberBlockEntity],
  consumers: [memberBlockedConsumer, memberUnblockedConsumer],
} as const;
