import { defineEvent } from './event-contract';
import {
  EventAttendanceChangedSchema,
  MemberSuspendedSchema,
  ServiceTakenDownSchema,
} from './gen/village/community/v1/events_pb';
import { MemberContactChangedSchema, UserRegisteredSchema } from './gen/village/identity/v1/events_pb';
import {
  UserVerifiedSchema,
  VerificationCaseOpenedSchema,
  VerificationDecidedSchema,
} from './gen/village/identity/v1/verification_pb';
import {
  MemberBlockedSchema,
  MemberUnblockedSchema,
  UserProfileUpdatedSchema,
  MemberContactRuleChangedSchema,
} from './gen/village/identity/v1/member_events_pb';
import { UserErasedSchema } from './gen/village/identity/v1/erasure_pb';
import {
  ServiceDeletedSchema,
  ServiceListedSchema,
  ServiceStatusChangedSchema,
  ServiceUpdatedSchema,
} from './gen/village/listings/v1/events_pb';
import {
  MeetingCancelledSchema,
  MeetingInvitationRespondedSchema,
  MeetingScheduledSchema,
} from './gen/village/media/v1/events_pb';
import { MatchesGeneratedSchema, MatchRespondedSchema } from './gen/village/matching/v1/events_pb';
import {
  BookingCancelledSchema,
  BookingCompletedSchema,
  BookingConfirmedSchema,
  BookingDeclinedSchema,
  BookingRequestedSchema,
} from './gen/village/bookings/v1/events_pb';
import { SocialPostPublishedSchema } from './gen/village/social/v1/events_pb';

/**
 * The topics of Village: one per aggregate family, keyed by aggregate id.
 * A topic's name never changes (consumers' offsets are stored against it).
 */
export const Topics = {
  identityUsers: 'identity.users',
  identityBlocks: 'identity.blocks',
  listingsServices: 'listings.services',
  bookings: 'bookings.bookings',
  communityMembers: 'community.members',
  communityModeration: 'community.moderation',
  communityEvents: 'community.events',
  matchingMatches: 'matching.matches',
  mediaMeetings: 'media.meetings',
  socialPosts: 'social.posts',
} as const;

/**
 * Every event contract (message + topic), shared by the publishing service and
 * its consumers. Add a contract here when you add an event message.
 */
export const UserRegisteredEvent = defineEvent({ topic: Topics.identityUsers, schema: UserRegisteredSchema });

/** A member's email address or first name, for services that email members (ADR 013); keyed by user id. */
export const MemberContactChangedEvent = defineEvent({
  topic: Topics.identityUsers,
  schema: MemberContactChangedSchema,
});
export const UserVerifiedEvent = defineEvent({ topic: Topics.identityUsers, schema: UserVerifiedSchema });
export const VerificationCaseOpenedEvent = defineEvent({
  topic: Topics.identityUsers,
  schema: VerificationCaseOpenedSchema,
});
export const VerificationDecidedEvent = defineEvent({ topic: Topics.identityUsers, schema: VerificationDecidedSchema });
export const UserProfileUpdatedEvent = defineEvent({ topic: Topics.identityUsers, schema: UserProfileUpdatedSchema });
export const MemberContactRuleChangedEvent = defineEvent({
  topic: Topics.identityUsers,
  schema: MemberContactRuleChangedSchema,
});
/** A member erased their account (identity), keyed by user id: every service forgets them (ADR 032). */
export const UserErasedEvent = defineEvent({ topic: Topics.identityUsers, schema: UserErasedSchema });
export const MemberBlockedEvent = defineEvent({ topic: Topics.identityBlocks, schema: MemberBlockedSchema });
export const MemberUnblockedEvent = defineEvent({ topic: Topics.identityBlocks, schema: MemberUnblockedSchema });

/** The services members offer (listings), keyed by service id. */
export const ServiceListedEvent = defineEvent({ topic: Topics.listingsServices, schema: ServiceListedSchema });
export const ServiceUpdatedEvent = defineEvent({ topic: Topics.listingsServices, schema: ServiceUpdatedSchema });
export const ServiceStatusChangedEvent = defineEvent({
  topic: Topics.listingsServices,
  schema: ServiceStatusChangedSchema,
});
export const ServiceDeletedEvent = defineEvent({ topic: Topics.listingsServices, schema: ServiceDeletedSchema });
export const BookingRequestedEvent = defineEvent({ topic: Topics.bookings, schema: BookingRequestedSchema });
export const BookingConfirmedEvent = defineEvent({ topic: Topics.bookings, schema: BookingConfirmedSchema });
export const BookingDeclinedEvent = defineEvent({ topic: Topics.bookings, schema: BookingDeclinedSchema });
export const BookingCancelledEvent = defineEvent({ topic: Topics.bookings, schema: BookingCancelledSchema });
export const BookingCompletedEvent = defineEvent({ topic: Topics.bookings, schema: BookingCompletedSchema });

/** An admin suspended a member after a report (community), keyed by member id; identity refuses their sign-in. */
export const MemberSuspendedEvent = defineEvent({ topic: Topics.communityMembers, schema: MemberSuspendedSchema });

/** An admin removed a reported service (community), keyed by service id; listings takes it down. */
export const ServiceTakenDownEvent = defineEvent({ topic: Topics.communityModeration, schema: ServiceTakenDownSchema });

/** A member's place at a community event changed (community), keyed by event id; identity's calendar lists it. */
export const EventAttendanceChangedEvent = defineEvent({
  topic: Topics.communityEvents,
  schema: EventAttendanceChangedSchema,
});

/** A member's match run finished (matching), keyed by the requester's id. */
export const MatchesGeneratedEvent = defineEvent({ topic: Topics.matchingMatches, schema: MatchesGeneratedSchema });

/** A member answered a match (matching), keyed by match id; mutual when both accepted (community lets them message). */
export const MatchRespondedEvent = defineEvent({ topic: Topics.matchingMatches, schema: MatchRespondedSchema });

/** A member scheduled a video meeting (media), keyed by meeting id. */
export const MeetingScheduledEvent = defineEvent({ topic: Topics.mediaMeetings, schema: MeetingScheduledSchema });

/** The host cancelled a video meeting (media), keyed by meeting id. */
export const MeetingCancelledEvent = defineEvent({ topic: Topics.mediaMeetings, schema: MeetingCancelledSchema });

/** An invitee accepted or declined an invitation (media), keyed by meeting id. */
export const MeetingInvitationRespondedEvent = defineEvent({
  topic: Topics.mediaMeetings,
  schema: MeetingInvitationRespondedSchema,
});

/** A member's social-media post was published on a platform or into the sandbox (social), keyed by post id. */
export const SocialPostPublishedEvent = defineEvent({ topic: Topics.socialPosts, schema: SocialPostPublishedSchema });
