import {
  MemberContactRuleChangedEvent,
  timestampDate,
  UserVerifiedEvent,
  VerificationDecidedEvent,
  type Timestamp,
} from '@village/proto';
import type { EntityManager } from 'typeorm';
import { isErasedMember } from '../erasure/member-erased.consumer';
import { onEvent } from '../events/event-consumer';
import { isUuid } from '../ids/uuid';

async function markVerified(manager: EntityManager, userId: string): Promise<void> {
  if (await isErasedMember(manager, userId)) return;
  await manager.query(
    `INSERT INTO member_contact_rules (user_id, is_verified) VALUES ($1, true)
     ON CONFLICT (user_id) DO UPDATE SET is_verified = true`,
    [userId],
  );
}

/**
 * The projection's consumers, in `group`: a consumer group of the service's own (e.g. 'bookings-contact-rules'),
 * since the service's main group may already route UserVerified elsewhere.
 */
export const memberContactRulesConsumers = (group: string) => [
  /** identity verified the member. */
  onEvent(
    UserVerifiedEvent,
    async (verified, _envelope, manager) => {
      if (!isUuid(verified.userId)) return;
      await markVerified(manager, verified.userId);
    },
    { group },
  ),
  /** An approved verification case verifies; a refusal changes nothing. */
  onEvent(
    VerificationDecidedEvent,
    async (decided, _envelope, manager) => {
      if (!decided.approved || !isUuid(decided.userId)) return;
      await markVerified(manager, decided.userId);
    },
    { group },
  ),
  /** The member's choice of who may contact them: the newest change wins, whatever order the events arrive in. */
  onEvent(MemberContactRuleChangedEvent, (rule, envelope, manager) => saveRule(manager, rule, envelope.occurredAt), {
    group,
  }),
];

async function saveRule(
  manager: EntityManager,
  rule: { userId: string; onlyVerifiedContact: boolean; changedAt?: Timestamp },
  occurredAt: Date,
): Promise<void> {
  if (!isUuid(rule.userId) || (await isErasedMember(manager, rule.userId))) return;
  const changedAt = rule.changedAt ? timestampDate(rule.changedAt) : occurredAt;
  await manager.query(
    `INSERT INTO member_contact_rules AS known (user_id, only_verified_contact, rule_changed_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET
       only_verified_contact = EXCLUDED.only_verified_contact, rule_changed_at = EXCLUDED.rule_changed_at
     WHERE known.rule_changed_at IS NULL OR known.rule_changed_at < EXCLUDED.rule_changed_at`,
    [rule.userId, rule.onlyVerifiedContact, changedAt],
  );
}
