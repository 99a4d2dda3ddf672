import { Field, Float, ID, InputType, Int } from '@nestjs/graphql';

/**
 * A whole service as the host gives it. Plain strings, not enums: listings checks them, so a wrong value gets the
 * same message through GraphQL and REST. Older type keys are accepted. Absent, null and '' all mean "not given".
 */
@InputType()
export class ServiceInput {
  @Field(() => String, { nullable: true, description: '1-100 characters.' })
  title?: string | null;

  @Field(() => String, { nullable: true, description: '10-1000 characters.' })
  description?: string | null;

  @Field(() => String, { nullable: true, description: 'A current or older type key.' })
  type?: string | null;

  @Field(() => String, { nullable: true, description: 'in_person (default) or online.' })
  serviceMode?: string | null;

  @Field(() => String, { nullable: true, description: "ISO 8601; empty: 'Flexible'." })
  dateTime?: string | null;

  @Field(() => Boolean, { nullable: true })
  isRecurring?: boolean | null;

  @Field(() => String, { nullable: true })
  recurringPattern?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'custom pattern only: an RFC 5545 rule of FREQ (DAILY/WEEKLY/MONTHLY), INTERVAL, BYDAY, BYMONTHDAY, COUNT or UNTIL.',
  })
  recurrenceRule?: string | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Recurring services: minutes each occurrence lasts (15-1440; default 60).',
  })
  durationMinutes?: number | null;

  @Field(() => String, { nullable: true, description: 'In-person services only; shown to the host only.' })
  location?: string | null;

  @Field(() => String, { nullable: true })
  country?: string | null;

  @Field(() => String, { nullable: true })
  postcode?: string | null;

  @Field(() => String, { nullable: true, description: 'Online services only; an http(s) link.' })
  virtualLink?: string | null;

  @Field(() => String, { nullable: true, description: 'free (default), fixed_price, donation_based or exchange.' })
  pricingType?: string | null;

  @Field(() => Float, {
    nullable: true,
    description: 'Major units, at most 2 decimals; fixed_price and donation_based only.',
  })
  price?: number | null;

  @Field(() => String, { nullable: true, description: 'GBP (default), EUR, USD, CAD, AUD or NZD.' })
  currency?: string | null;

  @Field(() => Int, { nullable: true, description: 'At least 1 (default 1).' })
  maxParticipants?: number | null;

  @Field(() => String, { nullable: true, description: 'flexible (default), moderate or strict.' })
  cancellationPolicy?: string | null;

  @Field(() => String, { nullable: true })
  audienceLimitations?: string | null;

  @Field(() => String, { nullable: true })
  availabilityNotes?: string | null;

  @Field(() => [ID], { nullable: true, description: "media's photo ids in order, at most 5: the final list." })
  photoIds?: string[] | null;

  @Field(() => String, { nullable: true })
  homeType?: string | null;

  @Field(() => Int, { nullable: true })
  bedrooms?: number | null;

  @Field(() => [String], { nullable: true })
  amenities?: string[] | null;

  @Field(() => String, { nullable: true })
  houseRules?: string | null;

  @Field(() => String, { nullable: true })
  swapPreferences?: string | null;

  @Field(() => String, { nullable: true })
  eventType?: string | null;

  @Field(() => String, { nullable: true })
  whatToBring?: string | null;

  @Field(() => String, { nullable: true })
  activitiesPlanned?: string | null;

  @Field(() => String, { nullable: true })
  petServiceType?: string | null;

  @Field(() => [String], { nullable: true })
  petTypesAccepted?: string[] | null;

  @Field(() => String, { nullable: true })
  experienceLevel?: string | null;

  @Field(() => String, { nullable: true })
  serviceDuration?: string | null;

  @Field(() => String, { nullable: true })
  childAgeRange?: string | null;

  @Field(() => String, { nullable: true })
  supervisionRequired?: string | null;

  @Field(() => String, { nullable: true })
  playdateActivities?: string | null;

  @Field(() => String, { nullable: true })
  callPurpose?: string | null;

  @Field(() => String, { nullable: true })
  platformPreference?: string | null;

  @Field(() => String, { nullable: true })
  callDuration?: string | null;

  @Field(() => String, { nullable: true })
  timeZone?: string | null;

  @Field(() => String, { nullable: true })
  childcareType?: string | null;

  @Field(() => String, { nullable: true })
  childcareArrangement?: string | null;

  @Field(() => String, { nullable: true })
  ageRangeAccepted?: string | null;

  @Field(() => Boolean, { nullable: true })
  isCertified?: boolean | null;

  @Field(() => String, { nullable: true })
  activityType?: string | null;

  @Field(() => String, { nullable: true })
  intensityLevel?: string | null;

  @Field(() => String, { nullable: true })
  equipmentNeeded?: string | null;
}
