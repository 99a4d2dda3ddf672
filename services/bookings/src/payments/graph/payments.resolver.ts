import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, type AuthenticatedUser } from '@village/kit';
import { BookingQueries } from '../../booking/booking-queries';
import { bookingNotFound } from '../../bookings.errors';
import { BookingPayments } from '../booking-payments';
import { PayoutOnboarding } from '../payouts/payout-onboarding';
import { BookingPaymentModel, PayoutAccountModel, PayoutOnboardingLinkModel } from './payment-models';

@Resolver()
export class PaymentsResolver {
  constructor(
    private readonly bookings: BookingQueries,
    private readonly payments: BookingPayments,
    private readonly payouts: PayoutOnboarding,
  ) {}

  @Query(() => BookingPaymentModel, {
    description: "A booking's payment as the browser takes it (its guest and host only; the secret is the guest's).",
  })
  async bookingPayment(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('bookingId', { type: () => ID }) bookingId: string,
  ): Promise<BookingPaymentModel> {
    const booking = await this.bookings.bookingOf(viewer.id, bookingId);
    if (!booking) throw bookingNotFound();
    return this.payments.forBrowser(booking.id, booking.guestId === viewer.id ? 'guest' : 'host');
  }

  @Query(() => PayoutAccountModel, { description: "The signed-in member's payout account as a host." })
  async payoutAccount(@CurrentUser() viewer: AuthenticatedUser): Promise<PayoutAccountModel> {
    return this.payouts.accountOf(viewer.id);
  }

  @Mutation(() => PayoutOnboardingLinkModel, {
    description: "Starts (or resumes) the signed-in host's payout setup: the link to follow, used once, soon.",
  })
  async startPayoutOnboarding(@CurrentUser() viewer: AuthenticatedUser): Promise<PayoutOnboardingLinkModel> {
    return this.payouts.start({ id: viewer.id, email: viewer.email });
  }
}
