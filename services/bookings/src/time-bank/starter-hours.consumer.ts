import { isErasedMember, isUuid, onEvent } from '@village/kit';
import { timestampDate, UserVerifiedEvent } from '@village/proto';
import { creditStarterHours } from './time-bank-ledger';
import { STARTER_HOURS } from './time-bank-rules';

/** A newly verified member receives the starter hours, once (a second verification gives nothing). */
export const starterHoursConsumer = onEvent(UserVerifiedEvent, async (verified, envelope, manager) => {
  if (!isUuid(verified.userId) || (await isErasedMember(manager, verified.userId))) return;
  const at = verified.verifiedAt ? timestampDate(verified.verifiedAt) : envelope.occurredAt;
  await creditStarterHours(manager, verified.userId, STARTER_HOURS, at);
});
