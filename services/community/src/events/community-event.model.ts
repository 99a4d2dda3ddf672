import { Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('EventOrganiser', { description: 'Who organises an event, as identity last told community of them.' })
export class EventOrganiserModel {
  @Field(() => String, { nullable: true, description: 'Null until identity has told community of the member.' })
  firstName!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The last name's initial: always null, as identity publishes first names only (ADR 013).",
  })
  lastInitial!: string | null;
}

@ObjectType('EventRsvp', { description: "The signed-in member's answer to an event." })
export class EventRsvpModel {
  @Field({ description: 'going, waitlisted or cancelled.' })
  status!: string;

  @Field(() => [Int], { description: 'The ages of the children the member brings; each takes a place.' })
  childrenAges!: number[];

  @Field(() => Int, { nullable: true, description: 'Place on the waitlist (1 is next); null unless waitlisted.' })
  waitlistPosition!: number | null;
}

@ObjectType('CommunityEvent', { description: 'An event a member organises for the community.' })
export class CommunityEventModel {
  @Field(() => ID)
  id!: string;

  @Field()
  title!: string;

  @Field()
  description!: string;

  @Field({ description: 'social, workshop, support_group, educational or meetup.' })
  eventType!: string;

  @Field(() => String, { nullable: true, description: 'Null for a virtual event, or when not yet known.' })
  location!: string | null;

  @Field()
  isVirtual!: boolean;

  @Field()
  startDateTime!: Date;

  @Field()
  endDateTime!: Date;

  @Field(() => Int, { description: 'Places, counting each member and each child they bring (2 to 100).' })
  maxParticipants!: number;

  @Field(() => Int, { description: 'Places taken by going members and their children.' })
  currentParticipants!: number;

  @Field(() => Int, { description: 'RSVPs waiting for a place.' })
  waitlistLength!: number;

  @Field(() => EventOrganiserModel)
  organiser!: EventOrganiserModel;

  @Field({ description: 'Whether the signed-in member organises it.' })
  isOrganiser!: boolean;

  @Field(() => EventRsvpModel, { nullable: true, description: "The signed-in member's RSVP, if any." })
  myRsvp!: EventRsvpModel | null;

  @Field(() => ID, {
    nullable: true,
    description: "A recurring event's series (its occurrences share it); null for a one-off.",
  })
  seriesId!: string | null;

  @Field(() => String, { nullable: true, description: 'The RFC 5545 rule of the series; null for a one-off.' })
  recurrenceRule!: string | null;

  @Field({
    description: 'Whether the organiser cancelled it (RSVPs closed; cancelled events leave the upcoming list).',
  })
  isCancelled!: boolean;

  @Field({
    description:
      'Whether the organiser paused RSVPs to it: new RSVPs are refused, members already going keep their place.',
  })
  isPaused!: boolean;
}

@InputType()
export class CreateCommunityEventInput {
  @Field()
  title!: string;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'social (default), workshop, support_group, educational or meetup.',
  })
  eventType?: string | null;

  @Field(() => String, { nullable: true, description: 'Ignored for a virtual event.' })
  location?: string | null;

  @Field(() => Boolean, { nullable: true })
  isVirtual?: boolean | null;

  @Field({ description: 'ISO 8601 date and time; in the future.' })
  startDateTime!: string;

  @Field({ description: 'ISO 8601 date and time; after the start.' })
  endDateTime!: string;

  @Field(() => Int, { nullable: true, description: '2 to 100; 20 when not given.' })
  maxParticipants?: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      'none (default), weekly, biweekly, monthly or custom: each occurrence (at most 26, half a year ahead) is its own event with its own places.',
  })
  repeats?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'custom only: an RFC 5545 rule of FREQ (DAILY/WEEKLY/MONTHLY), INTERVAL, BYDAY, BYMONTHDAY, COUNT or UNTIL.',
  })
  recurrenceRule?: string | null;
}
