import type { EntityManager } from 'typeorm';
import { defineErrors, ErrorKind } from '../errors';
import { MemberContactRuleEntity } from './member-contact-rule.entity';
import { memberContactRulesConsumers } from './member-contact-rules.consumers';

/** The one answer every service gives an unverified member who tries to reach a member who chose "only verified". */
export const ONLY_VERIFIED_CONTACT_MESSAGE =
  'This member only accepts contact from verified members. Verify your identity to contact them.';

export enum ContactRuleErrorCode {
  OnlyVerifiedContact = 'ONLY_VERIFIED_CONTACT',
}

const contactRuleErrors = defineErrors<ContactRuleErrorCode>({
  [ContactRuleErrorCode.OnlyVerifiedContact]: ErrorKind.Forbidden,
});

export const onlyVerifiedContact = () =>
  contactRuleErrors.error(ContactRuleErrorCode.OnlyVerifiedContact, ONLY_VERIFIED_CONTACT_MESSAGE);

/**
 * SQL condition over the service's `member_contact_rules`: the member in `otherColumn` accepts contact from the member
 * in the parameter `viewerParam` (they did not choose "only verified", or the viewer is verified).
 */
export const acceptsContactFromSql = (otherColumn: string, viewerParam: string): string =>
  `NOT EXISTS (SELECT 1 FROM member_contact_rules rule
                WHERE rule.user_id = ${otherColumn} AND rule.only_verified_contact
                  AND NOT EXISTS (SELECT 1 FROM member_contact_rules sender
                                   WHERE sender.user_id = ${viewerParam} AND sender.is_verified))`;

/** Whether `recipientId` accepts contact from `senderId`. */
export async function acceptsContactFrom(
  manager: EntityManager,
  recipientId: string,
  senderId: string,
): Promise<boolean> {
  const rows = await manager.query<unknown[]>(`SELECT 1 WHERE ${acceptsContactFromSql('$1::uuid', '$2::uuid')}`, [
    recipientId,
    senderId,
  ]);
  return rows.length > 0;
}

/** Refuses, with the one shared message, a sender `recipientId` does not accept contact from. */
export async function assertAcceptsContactFrom(
  manager: EntityManager,
  recipientId: string,
  senderId: string,
): Promise<void> {
  if (!(await acceptsContactFrom(manager, recipientId, senderId))) throw onlyVerifiedContact();
}

/** The projection of who may contact whom, for a service's definition: consumers in the service's own `group`. */
export const memberContactRulesProjection = (group: string) =>
  ({ entities: [MemberContactRuleEntity], consumers: memberContactRulesConsumers(group) }) as const;
