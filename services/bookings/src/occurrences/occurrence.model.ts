import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('ServiceOccurrence', { description: 'One upcoming occurrence of a recurring service, booked on its own.' })
export class ServiceOccurrenceModel {
  @Field(() => ID)
  serviceId!: string;

  @Field({ description: "The occurrence's day, YYYY-MM-DD in Europe/London: the bookingDate that books it." })
  date!: string;

  @Field(() => Date)
  startsAt!: Date;

  @Field(() => Date)
  endsAt!: Date;

  @Field(() => Int, { description: "The service's places per occurrence." })
  capacity!: number;

  @Field(() => Int)
  placesLeft!: number;

  @Field({ description: 'scheduled (bookable while places are left), paused (bookings kept) or cancelled.' })
  state!: string;
}
