import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('BookedService', { description: 'The booked service as bookings knows it (its title and type).' })
export class BookedServiceModel {
  @Field()
  title!: string;

  @Field({ description: 'One of the seven current type keys.' })
  type!: string;
}

@ObjectType('BookingContact', {
  description: 'The other side of a confirmed or completed booking, as identity last told bookings of them.',
})
export class BookingContactModel {
  @Field()
  firstName!: string;

  @Field(() => String, { nullable: true, description: 'Their confirmed email address; null until they confirm one.' })
  email!: string | null;
}

@ObjectType('Booking', { description: "A guest's booking of a service on one day; only its guest and host see it." })
export class BookingModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  serviceId!: string;

  @Field(() => ID)
  hostId!: string;

  @Field(() => ID)
  guestId!: string;

  @Field({ description: "'YYYY-MM-DD', a day in Europe/London." })
  bookingDate!: string;

  @Field(() => String, { nullable: true })
  notes!: string | null;

  @Field({ description: 'pending, confirmed, declined, cancelled or completed.' })
  status!: string;

  @Field({
    description: 'none, requires_payment, authorised, captured, cancelled, refunded, partially_refunded or failed.',
  })
  paymentStatus!: string;

  @Field(() => Float, { description: 'What the guest pays, in major units (e.g. pounds).' })
  totalAmount!: number;

  @Field(() => Int, { description: 'What the guest pays, in minor units (e.g. pence).' })
  totalAmountMinor!: number;

  @Field({ description: 'ISO 4217, e.g. GBP.' })
  currency!: string;

  @Field({ description: 'flexible, moderate or strict (the service’s at the time of the request).' })
  cancellationPolicy!: string;

  @Field(() => String, { nullable: true, description: 'guest, host or system; null unless cancelled.' })
  cancelledBy!: string | null;

  @Field(() => Int, { description: 'Refunded so far, in minor units.' })
  refundAmountMinor!: number;

  @Field()
  createdAt!: Date;
}
