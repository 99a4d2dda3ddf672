import { randomUUID } from 'node:crypto';
import { createEnvelope, type EventEnvelope } from '@village/kit';
import {
  timestampFromDate,
  UserProfileUpdatedEvent,
  type MessageInitShape,
  type UserProfileUpdatedSchema,
} from '@village/proto';

export type UserProfileUpdatedInit = MessageInitShape<typeof UserProfileUpdatedSchema>;

/** A UserProfileUpdated event as identity publishes it (topic identity.users, keyed by the user id). */
export function userProfileUpdated(overrides: Partial<UserProfileUpdatedInit> & { savedAt?: Date } = {}): {
  envelope: EventEnvelope;
  message: UserProfileUpdatedInit;
} {
  const { savedAt = new Date('2025-11-22T10:00:00.000Z'), ...fields } = overrides;
  const userId = fields.userId ?? randomUUID();
  const message: UserProfileUpdatedInit = {
    userId,
    parentingSituation: 'co_parenting',
    kidsAgeRange: '3 and 6',
    skillsInterests: 'Gardening',
    languagesSpoken: ['English', 'Spanish'],
    preferredContactMethods: ['chat'],
    updatedAt: timestampFromDate(savedAt),
    ...fields,
  };
  return { envelope: createEnvelope(UserProfileUpdatedEvent, message, { key: userId }), message };
}
