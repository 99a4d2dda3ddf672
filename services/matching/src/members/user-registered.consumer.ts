import { isErasedMember, locatePostcodeArea, onEvent } from '@village/kit';
import { timestampDate, UserRegisteredEvent } from '@village/proto';
import { MemberProjectionEntity } from './member-projection.entity';

function nameParts(fullName: string): { firstName: string; lastInitial: string | null } {
  const words = fullName.trim().split(/\s+/);
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return { firstName: words[0] ?? '', lastInitial: last ? last.charAt(0).toUpperCase() : null };
}

/** Every registered member enters matching's projection, placed at their postcode district's centre; a redelivered event changes nothing. */
export const userRegisteredConsumer = onEvent(UserRegisteredEvent, async (message, _envelope, manager) => {
  if (await isErasedMember(manager, message.userId)) return;
  const area = locatePostcodeArea(message.country, message.postcode);
  await manager.upsert(
    MemberProjectionEntity,
    {
      userId: message.userId,
      ...nameParts(message.fullName),
      city: message.city,
      postcode: message.postcode,
      country: message.country,
      isSingleParent: message.isSingleParent,
      isLookingForColiving: message.isLookingForColiving,
      offersServices: message.offersServices,
      registeredAt: message.registeredAt ? timestampDate(message.registeredAt) : new Date(),
      district: area?.district ?? null,
      place: area?.place ?? null,
      latitude: area?.latitude ?? null,
      longitude: area?.longitude ?? null,
    },
    ['userId'],
  );
});
