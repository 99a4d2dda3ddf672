import { Query, Resolver } from '@nestjs/graphql';
import { AdminOnly, CurrentUser, type AuthenticatedUser } from '@village/kit';
import {
  CommissionByTypeModel,
  MemberPaymentAnalyticsModel,
  PlatformPaymentAnalyticsModel,
} from './payment-analytics.models';
import { PaymentAnalyticsQueries } from './payment-analytics.queries';

@Resolver()
export class PaymentAnalyticsResolver {
  constructor(private readonly analytics: PaymentAnalyticsQueries) {}

  @Query(() => MemberPaymentAnalyticsModel, {
    description: "The signed-in member's own earnings and spending, from the ledger.",
  })
  async myPaymentAnalytics(@CurrentUser() viewer: AuthenticatedUser): Promise<MemberPaymentAnalyticsModel> {
    return this.analytics.forMember(viewer.id);
  }

  @AdminOnly()
  @Query(() => PlatformPaymentAnalyticsModel, {
    description: "The platform's volume, commission and payments, from the ledger (admins only).",
  })
  async paymentAnalytics(): Promise<PlatformPaymentAnalyticsModel> {
    return this.analytics.forPlatform();
  }

  @AdminOnly()
  @Query(() => [CommissionByTypeModel], {
    description: 'Volume, commission and effective rate of each service type, from the ledger (admins only).',
  })
  async commissionAnalytics(): Promise<CommissionByTypeModel[]> {
    return this.analytics.commissionByType();
  }
}
