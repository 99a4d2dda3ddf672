import { isErasedMember } from '../erasure/member-erased.consumer';
import { onEvent } from '../events/event-consumer';
import { isUuid } from '../ids/uuid';
import { MemberContactChangedEvent, timestampDate } from '@village/proto';
import { MemberContactEntity } from './member-contact.entity';

/** A member's address or first name: the newest change wins, whatever order the events arrive in; never an erased member's. */
export const memberContactChangedConsumer = onEvent(MemberContactChangedEvent, async (contact, envelope, manager) => {
  if (!isUuid(contact.userId) || contact.email === '') return;
  if (await isErasedMember(manager, contact.userId)) return;
  const changedAt = contact.changedAt ? timestampDate(contact.changedAt) : envelope.occurredAt;
  await manager.query(
    `INSERT INTO member_contacts AS known (user_id, email, first_name, email_confirmed, changed_at)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id) DO UPDATE SET
       email = EXCLUDED.email, first_name = EXCLUDED.first_name, email_confirmed = EXCLUDED.email_confirmed,
       changed_at = EXCLUDED.changed_at
     WHERE known.changed_at < EXCLUDED.changed_at`,
    [contact.userId, contact.email, contact.firstName, contact.emailConfirmed, changedAt],
  );
});

/** The projection of identity's contacts (ADR 013): its entity and its consumer, for a service's definition. */
export const memberContactsProjection = {
  entities: [MemberContactEntity],
  consumers: [memberContactChangedConsumer],
} as const;
