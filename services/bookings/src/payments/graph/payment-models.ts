import { Field, ObjectType } from '@nestjs/graphql';

@ObjectType('BookingPayment', { description: "What the browser needs to take a booking's payment." })
export class BookingPaymentModel {
  @Field({ description: "'test' (offline, no real money) or 'stripe'." })
  provider!: string;

  @Field(() => String, {
    nullable: true,
    description: "Confirms the payment in Stripe's Payment Element: the guest's only, while the payment is to be made.",
  })
  clientSecret!: string | null;

  @Field(() => String, { nullable: true, description: "Stripe's publishable key; null for the test provider." })
  publishableKey!: string | null;
}

@ObjectType('PayoutAccount', { description: "The signed-in host's account that receives their payouts." })
export class PayoutAccountModel {
  @Field({ description: 'not_started, incomplete or enabled.' })
  status!: string;

  @Field()
  chargesEnabled!: boolean;

  @Field()
  payoutsEnabled!: boolean;

  @Field()
  detailsSubmitted!: boolean;

  @Field({ description: 'False when hosts cannot set up payouts here.' })
  onboardingAvailable!: boolean;

  @Field(() => Date, { nullable: true })
  updatedAt!: Date | null;
}

@ObjectType('PayoutOnboardingLink', { description: 'Where the host sets up (or finishes setting up) payouts.' })
export class PayoutOnboardingLinkModel {
  @Field()
  url!: string;
}
