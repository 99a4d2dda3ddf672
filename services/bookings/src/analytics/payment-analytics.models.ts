import { Field, Float, GraphQLISODateTime, ID, Int, ObjectType } from '@nestjs/graphql';

const PENCE = 'Whole pence (GBP), computed from the ledger.';

@ObjectType('AnalyticsService', { description: 'One service and the money its bookings moved.' })
export class AnalyticsServiceModel {
  @Field(() => ID)
  serviceId!: string;

  @Field(() => String)
  title!: string;

  @Field(() => String, { description: 'One of the service type keys.' })
  type!: string;

  @Field(() => Float, { description: `What guests paid for it, net of refunds. ${PENCE}` })
  amountMinor!: number;

  @Field(() => Float, { description: `What the host earned from it, net of refunds. ${PENCE}` })
  earnedMinor!: number;

  @Field(() => Float, { description: `The platform's commission on it, net of refunds. ${PENCE}` })
  commissionMinor!: number;

  @Field(() => Int, { description: 'How many of its bookings were charged.' })
  paidBookings!: number;
}

@ObjectType('AnalyticsTransaction', { description: "One booking's payment as the ledger records it." })
export class AnalyticsTransactionModel {
  @Field(() => ID, { description: 'The payment id.' })
  id!: string;

  @Field(() => String, { nullable: true, description: "The service's title (null when bookings never knew it)." })
  serviceTitle!: string | null;

  @Field(() => String)
  serviceType!: string;

  @Field(() => Float, { description: `What the guest paid, net of refunds. ${PENCE}` })
  amountMinor!: number;

  @Field(() => Float, { description: `The platform's commission, net of refunds. ${PENCE}` })
  commissionMinor!: number;

  @Field(() => GraphQLISODateTime, { description: 'When it was charged.' })
  date!: Date;

  @Field(() => String, { description: 'captured, partially_refunded or refunded.' })
  status!: string;

  @Field(() => String, {
    nullable: true,
    description: "'earning' when the viewer is its host, 'spending' when its guest; null in the platform's view.",
  })
  role!: 'earning' | 'spending' | null;
}

@ObjectType('MemberAnalyticsMonth', { description: "A month's earnings and spending of the signed-in member." })
export class MemberAnalyticsMonthModel {
  @Field(() => String, { description: "'YYYY-MM', a month in Europe/London." })
  month!: string;

  @Field(() => Float, { description: PENCE })
  earnedMinor!: number;

  @Field(() => Float, { description: PENCE })
  spentMinor!: number;
}

@ObjectType('MemberPaymentAnalytics', { description: "The signed-in member's own money, from the ledger." })
export class MemberPaymentAnalyticsModel {
  @Field(() => Float, { description: `Earned as a host after commission, net of refunds. ${PENCE}` })
  earnedMinor!: number;

  @Field(() => Float, { description: `Spent as a guest, net of refunds. ${PENCE}` })
  spentMinor!: number;

  @Field(() => Float, { description: `Commission the platform kept from the member's earnings. ${PENCE}` })
  commissionPaidMinor!: number;

  @Field(() => Int, { description: 'Bookings, as guest or host, that were charged.' })
  paidBookings!: number;

  @Field(() => [MemberAnalyticsMonthModel], { description: 'The last twelve months, oldest first, zero-filled.' })
  months!: MemberAnalyticsMonthModel[];

  @Field(() => [AnalyticsServiceModel], { description: 'The member’s services by earnings, at most five.' })
  topServices!: AnalyticsServiceModel[];

  @Field(() => [AnalyticsTransactionModel], { description: 'The ten newest payments the member took part in.' })
  recentTransactions!: AnalyticsTransactionModel[];
}

@ObjectType('PlatformAnalyticsMonth', { description: "A month's volume and commission across the platform." })
export class PlatformAnalyticsMonthModel {
  @Field(() => String, { description: "'YYYY-MM', a month in Europe/London." })
  month!: string;

  @Field(() => Float, { description: PENCE })
  volumeMinor!: number;

  @Field(() => Float, { description: PENCE })
  commissionMinor!: number;
}

@ObjectType('PlatformPaymentAnalytics', { description: "The platform's money, from the ledger (admins only)." })
export class PlatformPaymentAnalyticsModel {
  @Field(() => Float, { description: `What guests paid, net of refunds. ${PENCE}` })
  volumeMinor!: number;

  @Field(() => Float, { description: `The platform's commission, net of refunds. ${PENCE}` })
  commissionMinor!: number;

  @Field(() => Float, { description: `What hosts earned after commission, net of refunds. ${PENCE}` })
  hostEarningsMinor!: number;

  @Field(() => Float, { description: `Of the hosts' earnings, what has been paid out. ${PENCE}` })
  paidOutMinor!: number;

  @Field(() => Int, { description: 'Bookings that were charged.' })
  paidBookings!: number;

  @Field(() => [PlatformAnalyticsMonthModel], { description: 'The last twelve months, oldest first, zero-filled.' })
  months!: PlatformAnalyticsMonthModel[];

  @Field(() => [AnalyticsServiceModel], { description: 'Services by volume, at most five.' })
  topServices!: AnalyticsServiceModel[];

  @Field(() => [AnalyticsTransactionModel], { description: 'The ten newest payments.' })
  recentTransactions!: AnalyticsTransactionModel[];
}

@ObjectType('CommissionByType', { description: "The platform's commission on one service type (admins only)." })
export class CommissionByTypeModel {
  @Field(() => String)
  serviceType!: string;

  @Field(() => Float, { description: `What guests paid, net of refunds. ${PENCE}` })
  volumeMinor!: number;

  @Field(() => Float, { description: `Commission, net of refunds. ${PENCE}` })
  commissionMinor!: number;

  @Field(() => String, {
    nullable: true,
    description: 'Commission over volume, a fraction with four decimals (null when there is no volume).',
  })
  effectiveRate!: string | null;

  @Field(() => Int, { description: 'Bookings of this type that were charged.' })
  paidBookings!: number;
}
