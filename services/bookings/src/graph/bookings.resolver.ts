import { Args, Context, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { type AuthenticatedUser, CurrentUser, knownMembers, type LoaderContext, requestLoader } from '@village/kit';
import { BookingQueries } from '../booking/booking-queries';
import { bookingNotFound } from '../bookings.errors';
import type { BookingRow } from '../booking/booking-row';
import { ChangeBookingStatusUseCase } from '../booking/change-booking-status.use-case';
import { RequestBookingUseCase } from '../booking/request-booking.use-case';
import { BookingPayments } from '../payments/booking-payments';
import { RequestBookingInput, TestCardInput } from './booking.input';
import { BookedServiceModel, BookingContactModel, BookingModel } from './booking.model';

const toModel = (booking: BookingRow): BookingModel => ({
  id: booking.id,
  serviceId: booking.serviceId,
  hostId: booking.hostId,
  guestId: booking.guestId,
  bookingDate: booking.bookingDate,
  notes: booking.notes,
  status: booking.status,
  paymentStatus: booking.paymentStatus,
  totalAmount: booking.amountMinor / 100,
  totalAmountMinor: booking.amountMinor,
  currency: booking.currency,
  cancellationPolicy: booking.cancellationPolicy,
  cancelledBy: booking.cancelledBy,
  refundAmountMinor: booking.refundMinor,
  createdAt: booking.createdAt,
});

@Resolver(() => BookingModel)
export class BookingsResolver {
  constructor(
    private readonly queries: BookingQueries,
    private readonly requestBooking_: RequestBookingUseCase,
    private readonly changeStatus: ChangeBookingStatusUseCase,
    private readonly payments: BookingPayments,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  @Query(() => [BookingModel], {
    description: "The signed-in member's bookings as a guest, newest booking date first (at most 100).",
  })
  async guestBookings(@CurrentUser() viewer: AuthenticatedUser): Promise<BookingModel[]> {
    return (await this.queries.listFor(viewer.id, 'guest')).map(toModel);
  }

  @Query(() => [BookingModel], {
    description: "The bookings of the signed-in member's services, newest booking date first (at most 100).",
  })
  async hostBookings(@CurrentUser() viewer: AuthenticatedUser): Promise<BookingModel[]> {
    return (await this.queries.listFor(viewer.id, 'host')).map(toModel);
  }

  @Query(() => BookingModel, {
    nullable: true,
    description: 'A booking, for its guest and host only (null otherwise).',
  })
  async booking(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<BookingModel | null> {
    const booking = await this.queries.bookingOf(viewer.id, id);
    return booking ? toModel(booking) : null;
  }

  @Mutation(() => BookingModel, {
    description:
      'Asks for a seat on a service on one day (pending until the host accepts); the server sets the amount.',
  })
  async requestBooking(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('input', { type: () => RequestBookingInput }) input: RequestBookingInput,
  ): Promise<BookingModel> {
    return toModel(await this.requestBooking_.execute(viewer.id, { ...input }));
  }

  @Mutation(() => BookingModel, { description: 'The host accepts a pending request (a paid one once authorised).' })
  async acceptBooking(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<BookingModel> {
    return toModel(await this.changeStatus.accept(viewer.id, id));
  }

  @Mutation(() => BookingModel, { description: 'The host declines a pending request; the seat is released.' })
  async declineBooking(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<BookingModel> {
    return toModel(await this.changeStatus.decline(viewer.id, id));
  }

  @Mutation(() => BookingModel, {
    description: 'The guest or the host cancels a pending or confirmed booking; the seat is released.',
  })
  async cancelBooking(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<BookingModel> {
    return toModel(await this.changeStatus.cancel(viewer.id, id));
  }

  @Mutation(() => BookingModel, {
    description: 'The guest pays a pending request with a test card (offline test provider only; no real money).',
  })
  async payBookingWithTestCard(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('card', { type: () => TestCardInput }) card: TestCardInput,
  ): Promise<BookingModel> {
    const booking = await this.queries.bookingOf(viewer.id, id);
    if (!booking || booking.guestId !== viewer.id) throw bookingNotFound();
    await this.payments.payWithTestCard(booking.id, { ...card });
    return toModel((await this.queries.bookingOf(viewer.id, id)) ?? booking);
  }

  @ResolveField(() => BookedServiceModel, { nullable: true, description: 'The booked service’s title and type.' })
  service(@Parent() booking: BookingModel, @Context() context: LoaderContext): Promise<BookedServiceModel | null> {
    return requestLoader(context, 'bookings.offeredServices', (ids) => this.queries.serviceSummaries(ids)).load(
      booking.serviceId,
    );
  }

  @ResolveField(() => BookingContactModel, {
    nullable: true,
    description:
      'For the guest, the host; for the host, the guest: shown only once the booking is confirmed (or completed).',
  })
  async counterpartContact(
    @CurrentUser() viewer: AuthenticatedUser,
    @Parent() booking: BookingModel,
    @Context() context: LoaderContext,
  ): Promise<BookingContactModel | null> {
    if (booking.status !== 'confirmed' && booking.status !== 'completed') return null;
    const counterpartId =
      viewer.id === booking.guestId ? booking.hostId : viewer.id === booking.hostId ? booking.guestId : null;
    if (!counterpartId) return null;
    const member = await requestLoader(context, 'bookings.memberContacts', (ids) =>
      knownMembers(this.dataSource.manager, ids),
    ).load(counterpartId);
    return member ? { firstName: member.firstName, email: member.email } : null;
  }
}
