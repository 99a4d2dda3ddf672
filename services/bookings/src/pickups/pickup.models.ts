import { Field, ID, ObjectType } from '@nestjs/graphql';

@ObjectType('BookingHandover', { description: "One handover check-in: 'collected' or 'dropped_off', by one side." })
export class BookingHandoverModel {
  @Field(() => ID)
  id!: string;

  @Field({ description: "'collected' or 'dropped_off'." })
  kind!: string;

  @Field({ description: "Who recorded it: 'host' or 'guest'." })
  recordedBy!: string;

  @Field(() => String, { nullable: true, description: 'Their first name; null when bookings does not know it.' })
  recordedByName!: string | null;

  @Field({ description: "When it was recorded (the server's clock)." })
  recordedAt!: Date;
}

@ObjectType('BookingPickup', {
  description: "A childcare booking's safe pickup: who may collect the child, and every check-in, oldest first.",
})
export class BookingPickupModel {
  @Field(() => ID)
  bookingId!: string;

  @Field(() => [String], { description: 'The adults the guest authorised to collect the child (names only).' })
  authorisedAdults!: string[];

  @Field(() => [BookingHandoverModel])
  handovers!: BookingHandoverModel[];
}
