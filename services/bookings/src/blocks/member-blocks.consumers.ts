import { onEvent } from '@village/kit';
import { MemberBlockedEvent, MemberUnblockedEvent } from '@village/proto';
import { MemberBlockEntity } from './member-block.entity';
import { isUuid } from './uuid';

/** A new block: from now on neither member can book the other. Redelivery changes nothing. */
export const memberBlockedConsumer = onEvent(MemberBlockedEvent, async (block, _envelope, manager) => {
  if (!isUuid(block.blockerId) || !isUuid(block.blockedId)) return;
  await manager
    .createQueryBuilder()
    .insert()
    .into(MemberBlockEntity)
    .values({ blockerId: block.blockerId, blockedId: block.blockedId })
    .orIgnore()
    .execute();
});

/** A lifted block: the two may book each other again. */
export const memberUnblockedConsumer = onEvent(MemberUnblockedEvent, async (block, _envelope, manager) => {
  if (!isUuid(block.blockerId) || !isUuid(block.blockedId)) return;
  await manager.delete(MemberBlockEntity, { blockerId: block.blockerId, blockedId: block.blockedId });
});
