import { Field, Float, ID, InputType, Int } from '@nestjs/graphql';

/** A booking request as the guest gives it; bookings checks every field and computes the amount itself. */
@InputType()
export class RequestBookingInput {
  @Field(() => ID)
  serviceId!: string;

  @Field(() => String, { nullable: true, description: "'YYYY-MM-DD', today (Europe/London) or later." })
  bookingDate?: string | null;

  @Field(() => String, { nullable: true, description: 'Up to 1000 characters, for the host only.' })
  notes?: string | null;

  @Field(() => Float, {
    nullable: true,
    description: 'Donation-based services only: what the guest chooses to give, in major units (else ignored).',
  })
  totalAmount?: number | null;

  @Field(() => [String], {
    nullable: true,
    description: 'Childcare only: 1 to 5 adults authorised to collect the child, names only (2–80 characters each).',
  })
  authorisedAdults?: string[] | null;

  @Field(() => Float, {
    nullable: true,
    description: 'Reciprocal childcare only: hours of care, 0.5 to 12 in half hours (else ignored).',
  })
  careHours?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Reciprocal childcare only: how many children, 1 to 4 (else ignored).',
  })
  childrenCount?: number | null;
}

/** A test card for the offline provider ("Test payments — no real money"); refused when Stripe takes payments. */
@InputType()
export class TestCardInput {
  @Field(() => String)
  cardNumber!: string;

  @Field(() => Int)
  expMonth!: number;

  @Field(() => Int)
  expYear!: number;

  @Field(() => String)
  cvc!: string;
}
