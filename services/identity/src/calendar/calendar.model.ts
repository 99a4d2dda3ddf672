import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

export type CalendarEntryKind = 'booking' | 'meeting' | 'event';

/** The member's secret feed link as their settings show it: the secret itself is only ever shown once. */
@ObjectType()
export class CalendarFeedLink {
  @Field()
  createdAt!: Date;
}

/** A newly made feed link: the secret, shown this once. */
@ObjectType()
export class NewCalendarFeedLink {
  @Field({ description: '32 random bytes, base64url: the feed is /api/calendar/feed/{secret}.ics.' })
  secret!: string;

  @Field()
  createdAt!: Date;
}

/** One booking, meeting or community event in a member's calendar feed. */
@ObjectType()
export class CalendarEntry {
  @Field(() => String, { description: 'booking, meeting or event.' })
  kind!: CalendarEntryKind;

  @Field(() => ID, { description: 'The booking, meeting or community event id.' })
  subjectId!: string;

  @Field({ description: 'A meeting or event: its title; a booking: whether the member hosts it or is its guest.' })
  title!: string;

  @Field({ nullable: true, description: 'A meeting or event starts at a time.' })
  startsAt?: Date;

  @Field(() => Int, { nullable: true })
  durationMinutes?: number;

  @Field({ nullable: true, description: "An event's place; empty for a virtual one." })
  location?: string;

  @Field({ nullable: true, description: 'A booking takes a whole day (YYYY-MM-DD).' })
  day?: string;

  @Field({ description: 'Whether the member hosts it.' })
  hosting!: boolean;
}
