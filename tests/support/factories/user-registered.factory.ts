import { randomUUID } from 'node:crypto';
import { createEnvelope, type EventEnvelope } from '@village/kit';
import {
  timestampFromDate,
  UserRegisteredEvent,
  type MessageInitShape,
  type UserRegisteredSchema,
} from '@village/proto';

export type UserRegisteredInit = MessageInitShape<typeof UserRegisteredSchema>;

/** A UserRegistered event as identity publishes it (topic identity.users, keyed by the user id), for its consumers. */
export function userRegistered(overrides: Partial<UserRegisteredInit> = {}): {
  envelope: EventEnvelope;
  message: UserRegisteredInit;
} {
  const userId = overrides.userId ?? randomUUID();
  const message: UserRegisteredInit = {
    userId,
    fullName: 'Robin Ashdown',
    email: `${userId}@example.test`,
    city: 'Bristol',
    postcode: 'BS1 4DJ',
    country: 'United Kingdom',
    isSingleParent: true,
    isLookingForColiving: true,
    offersServices: false,
    registeredAt: timestampFromDate(new Date('2025-11-20T09:30:00.000Z')),
    ...overrides,
  };
  return { envelope: createEnvelope(UserRegisteredEvent, message, { key: userId }), message };
}
