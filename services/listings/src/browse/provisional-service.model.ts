import { Directive, Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';

/*
 * PROVISIONAL until listings-core's Service model lands: the graph's Service as the contract lists it (without
 * `host`, which listings-core adds with identity's User). After the merge, ServicePage points at listings-core's
 * model and this file goes.
 */

@ObjectType()
export class ServicePhoto {
  @Field(() => ID) id!: string;
  @Field() thumbnailUrl!: string;
  @Field() cardUrl!: string;
  @Field() fullUrl!: string;
  @Field() srcset!: string;
}

@ObjectType({ description: 'Where a service is, as every member may know it: its district and how far away.' })
export class ServiceArea {
  @Field() district!: string;
  @Field(() => String, { nullable: true }) place!: string | null;
  @Field(() => Float, { nullable: true }) distanceMiles!: number | null;
  @Field(() => String, { nullable: true }) distanceLabel!: string | null;
}

@ObjectType()
@Directive('@key(fields: "id")')
export class Service {
  @Field(() => ID) id!: string;
  @Field(() => ID) hostId!: string;
  @Field() title!: string;
  @Field() description!: string;
  @Field() type!: string;
  @Field() serviceMode!: string;
  @Field(() => Date, { nullable: true }) dateTime!: string | null;
  @Field() isRecurring!: boolean;
  @Field(() => String, { nullable: true }) recurringPattern!: string | null;
  @Field(() => String, { nullable: true }) location!: string | null;
  @Field() country!: string;
  @Field() postcode!: string;
  @Field(() => ServiceArea) area!: ServiceArea;
  @Field(() => String, { nullable: true }) virtualLink!: string | null;
  @Field() pricingType!: string;
  @Field(() => Float, { nullable: true }) price!: number | null;
  @Field(() => Int, { nullable: true }) priceMinor!: number | null;
  @Field() currency!: string;
  @Field(() => Int) maxParticipants!: number;
  @Field(() => String, { nullable: true }) audienceLimitations!: string | null;
  @Field(() => String, { nullable: true }) availabilityNotes!: string | null;
  @Field() status!: string;
  @Field(() => Date) createdAt!: string;
  @Field(() => Date) updatedAt!: string;
  @Field(() => [ServicePhoto]) photos!: ServicePhoto[];
  @Field(() => [String]) imageUrls!: string[];
  @Field(() => String, { nullable: true }) homeType!: string | null;
  @Field(() => Int, { nullable: true }) bedrooms!: number | null;
  @Field(() => [String], { nullable: true }) amenities!: string[] | null;
  @Field(() => String, { nullable: true }) houseRules!: string | null;
  @Field(() => String, { nullable: true }) swapPreferences!: string | null;
  @Field(() => String, { nullable: true }) eventType!: string | null;
  @Field(() => String, { nullable: true }) whatToBring!: string | null;
  @Field(() => String, { nullable: true }) activitiesPlanned!: string | null;
  @Field(() => String, { nullable: true }) petServiceType!: string | null;
  @Field(() => [String], { nullable: true }) petTypesAccepted!: string[] | null;
  @Field(() => String, { nullable: true }) experienceLevel!: string | null;
  @Field(() => String, { nullable: true }) serviceDuration!: string | null;
  @Field(() => String, { nullable: true }) childAgeRange!: string | null;
  @Field(() => String, { nullable: true }) supervisionRequired!: string | null;
  @Field(() => String, { nullable: true }) playdateActivities!: string | null;
  @Field(() => String, { nullable: true }) callPurpose!: string | null;
  @Field(() => String, { nullable: true }) platformPreference!: string | null;
  @Field(() => String, { nullable: true }) callDuration!: string | null;
  @Field(() => String, { nullable: true }) timeZone!: string | null;
  @Field(() => String, { nullable: true }) childcareType!: string | null;
  @Field(() => String, { nullable: true }) childcareArrangement!: string | null;
  @Field(() => String, { nullable: true }) ageRangeAccepted!: string | null;
  @Field(() => Boolean, { nullable: true }) isCertified!: boolean | null;
  @Field(() => String, { nullable: true }) activityType!: string | null;
  @Field(() => String, { nullable: true }) intensityLevel!: string | null;
  @Field(() => String, { nullable: true }) equipmentNeeded!: string | null;
}
