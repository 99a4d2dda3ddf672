import { defineEvent } from './event-contract';
import { UserRegisteredSchema } from './gen/village/identity/v1/events_pb';
import {
  MemberBlockedSchema,
  MemberUnblockedSchema,
  UserProfileUpdatedSchema,
} from './gen/village/identity/v1/member_events_pb';

/**
 * The topics of Village: one per aggregate family, keyed by aggregate id.
 * A topic's name never changes (consumers' offsets are stored against it).
 */
export const Topics = {
  identityUsers: 'identity.users',
  identityBlocks: 'identity.blocks',
} as const;

/**
 * Every event contract (message + topic), shared by the publishing service and
 * its consumers. Add a contract here when you add an event message.
 */
export const UserRegisteredEvent = defineEvent({ topic: Topics.identityUsers, schema: UserRegisteredSchema });
export const UserProfileUpdatedEvent = defineEvent({ topic: Topics.identityUsers, schema: UserProfileUpdatedSchema });
export const MemberBlockedEvent = defineEvent({ topic: Topics.identityBlocks, schema: MemberBlockedSchema });
export const MemberUnblockedEvent = defineEvent({ topic: Topics.identityBlocks, schema: MemberUnblockedSchema });
