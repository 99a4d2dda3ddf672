import { isErasedMember, isUuid, onEvent } from '@village/kit';
import { UserRegisteredEvent } from '@village/proto';
import { MemberLastInitialEntity } from './member-last-initial.entity';

/** 'Hana Khan' → 'K'; a single name has no last initial. */
export function lastInitialOf(fullName: string): string | null {
  const words = fullName.trim().split(/\s+/);
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return last ? last.charAt(0).toLocaleUpperCase('en-GB') : null;
}

/** A registered member's last initial, for a safety plan's 'who'; a redelivered event changes nothing. */
export const memberLastInitialConsumer = onEvent(UserRegisteredEvent, async (registered, _envelope, manager) => {
  const lastInitial = lastInitialOf(registered.fullName);
  if (!isUuid(registered.userId) || !lastInitial) return;
  if (await isErasedMember(manager, registered.userId)) return;
  await manager.upsert(MemberLastInitialEntity, { userId: registered.userId, lastInitial }, ['userId']);
});
