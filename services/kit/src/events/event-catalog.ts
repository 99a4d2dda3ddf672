import { UserRegisteredSchema } from '@village/proto';
import { defineEvent } from './event-contract';

/**
 * The topics of Village: one per aggregate family, keyed by aggregate id.
 * A topic's name never changes (consumers' offsets are stored against it).
 */
export const Topics = {
  identityUsers: 'identity.users',
} as const;

/**
 * Every event contract (message + topic), shared by the publishing service and
 * its consumers. Add a contract here when you add an event message in proto/.
 */
export const UserRegisteredEvent = defineEvent({ topic: Topics.identityUsers, schema: UserRegisteredSchema });
