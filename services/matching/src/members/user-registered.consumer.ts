import { onEvent } from '@village/kit';
import { timestampDate, UserRegisteredEvent } from '@village/proto';
import { MemberProjectionEntity } from './member-projection.entity';

/** Every registered member enters matching's projection; a redelivered event changes nothing. */
export const userRegisteredConsumer = onEvent(UserRegisteredEvent, async (message, _envelope, manager) => {
  await manager.upsert(
    MemberProjectionEntity,
    {
      userId: message.userId,
      firstName: message.fullName.trim().split(/\s+/)[0] ?? '',
      city: message.city,
      postcode: message.postcode,
      country: message.country,
      isSingleParent: message.isSingleParent,
      isLookingForColiving: message.isLookingForColiving,
      offersServices: message.offersServices,
      registeredAt: message.registeredAt ? timestampDate(message.registeredAt) : new Date(),
    },
    ['userId'],
  );
});
