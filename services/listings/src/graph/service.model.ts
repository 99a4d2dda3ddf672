import { Directive, Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';

/** identity's member, referred to by id; identity resolves it (null across a block). */
@ObjectType('User')
@Directive('@key(fields: "id", resolvable: false)')
export class HostReference {
  @Field(() => ID)
  id!: string;
}

@ObjectType('ServicePhoto', { description: "One of a service's photos in media's three sizes." })
export class ServicePhotoModel {
  @Field(() => ID)
  id!: string;

  @Field({ description: '320 pixels wide.' })
  thumbnailUrl!: string;

  @Field({ description: '800 pixels wide.' })
  cardUrl!: string;

  @Field({ description: '1600 pixels wide.' })
  fullUrl!: string;

  @Field({ description: 'The three variants with their widths, for <img srcset>.' })
  srcset!: string;
}

@ObjectType('ServiceArea', { description: 'Where a service is, as anyone may know it: never the exact address.' })
export class ServiceAreaModel {
  @Field({ description: 'The postcode district (a UK outward code, a US ZIP, an Irish routing key...).' })
  district!: string;

  @Field(() => String, { nullable: true })
  place!: string | null;

  @Field(() => Float, { nullable: true, description: "Miles from the viewer's postcode, to one decimal." })
  distanceMiles!: number | null;

  @Field(() => String, { nullable: true, description: "e.g. 'about 2 miles away'." })
  distanceLabel!: string | null;
}

@ObjectType('Service', { description: 'A service a member offers.' })
@Directive('@key(fields: "id")')
export class ServiceModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  hostId!: string;

  @Field()
  title!: string;

  @Field()
  description!: string;

  @Field({ description: 'One of the seven current type keys.' })
  type!: string;

  @Field({ description: 'in_person or online.' })
  serviceMode!: string;

  @Field(() => Date, { nullable: true, description: "Null: 'Flexible'." })
  dateTime!: Date | null;

  @Field()
  isRecurring!: boolean;

  @Field(() => String, { nullable: true, description: 'weekly, biweekly, monthly or custom.' })
  recurringPattern!: string | null;

  @Field(() => String, { nullable: true, description: "A custom pattern's RFC 5545 rule, e.g. FREQ=WEEKLY;BYDAY=MO." })
  recurrenceRule!: string | null;

  @Field(() => Int, { nullable: true, description: 'How long each occurrence lasts; null: an hour.' })
  durationMinutes!: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'The exact address: the host, and a guest whose booking of it is confirmed, only.',
  })
  location!: string | null;

  @Field()
  country!: string;

  @Field({ description: 'The full postcode for those who see the address; the district for everyone else.' })
  postcode!: string;

  @Field(() => ServiceAreaModel)
  area!: ServiceAreaModel;

  @Field(() => String, { nullable: true })
  virtualLink!: string | null;

  @Field({ description: 'free, fixed_price, donation_based or exchange.' })
  pricingType!: string;

  @Field(() => Float, { nullable: true, description: 'In major units, e.g. 12.5.' })
  price!: number | null;

  @Field(() => Int, { nullable: true, description: 'In minor units, e.g. 1250.' })
  priceMinor!: number | null;

  @Field()
  currency!: string;

  @Field(() => Int)
  maxParticipants!: number;

  @Field({ description: 'flexible, moderate or strict: the refund a guest gets on cancelling.' })
  cancellationPolicy!: string;

  @Field(() => String, { nullable: true })
  audienceLimitations!: string | null;

  @Field(() => String, { nullable: true })
  availabilityNotes!: string | null;

  @Field({ description: 'active, paused, completed or cancelled.' })
  status!: string;

  @Field()
  createdAt!: Date;

  @Field()
  updatedAt!: Date;

  @Field(() => [ServicePhotoModel])
  photos!: ServicePhotoModel[];

  @Field(() => [String], { description: "The photos' full-size URLs, in order." })
  imageUrls!: string[];

  // Home swap
  @Field(() => String, { nullable: true })
  homeType!: string | null;

  @Field(() => Int, { nullable: true })
  bedrooms!: number | null;

  @Field(() => [String], { nullable: true })
  amenities!: string[] | null;

  @Field(() => String, { nullable: true })
  houseRules!: string | null;

  @Field(() => String, { nullable: true })
  swapPreferences!: string | null;

  // Holiday gathering
  @Field(() => String, { nullable: true })
  eventType!: string | null;

  @Field(() => String, { nullable: true })
  whatToBring!: string | null;

  @Field(() => String, { nullable: true })
  activitiesPlanned!: string | null;

  // Pet services
  @Field(() => String, { nullable: true })
  petServiceType!: string | null;

  @Field(() => [String], { nullable: true })
  petTypesAccepted!: string[] | null;

  @Field(() => String, { nullable: true })
  experienceLevel!: string | null;

  @Field(() => String, { nullable: true })
  serviceDuration!: string | null;

  // Playdate
  @Field(() => String, { nullable: true })
  childAgeRange!: string | null;

  @Field(() => String, { nullable: true })
  supervisionRequired!: string | null;

  @Field(() => String, { nullable: true })
  playdateActivities!: string | null;

  // Video call
  @Field(() => String, { nullable: true })
  callPurpose!: string | null;

  @Field(() => String, { nullable: true })
  platformPreference!: string | null;

  @Field(() => String, { nullable: true })
  callDuration!: string | null;

  @Field(() => String, { nullable: true })
  timeZone!: string | null;

  // Childcare
  @Field(() => String, { nullable: true })
  childcareType!: string | null;

  @Field(() => String, { nullable: true })
  childcareArrangement!: string | null;

  @Field(() => String, { nullable: true })
  ageRangeAccepted!: string | null;

  @Field(() => Boolean, { nullable: true })
  isCertified!: boolean | null;

  // Wellbeing activity
  @Field(() => String, { nullable: true })
  activityType!: string | null;

  @Field(() => String, { nullable: true })
  intensityLevel!: string | null;

  @Field(() => String, { nullable: true })
  equipmentNeeded!: string | null;
}
