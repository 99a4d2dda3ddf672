import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { type AuthenticatedUser, CurrentUser } from '@village/kit';
import { BookingPickupsUseCase } from './booking-pickups.use-case';
import { BookingPickupModel } from './pickup.models';

@Resolver(() => BookingPickupModel)
export class BookingPickupsResolver {
  constructor(private readonly pickups: BookingPickupsUseCase) {}

  @Query(() => BookingPickupModel, {
    nullable: true,
    description: "A childcare booking's pickup, for its guest and host only (null otherwise, or for another type).",
  })
  bookingPickup(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('bookingId', { type: () => ID }) bookingId: string,
  ): Promise<BookingPickupModel | null> {
    return this.pickups.pickupOf(viewer.id, bookingId);
  }

  @Mutation(() => BookingPickupModel, {
    description: 'The guest names 1 to 5 adults who may collect the child (until the booking is completed).',
  })
  setAuthorisedAdults(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('bookingId', { type: () => ID }) bookingId: string,
    @Args('names', { type: () => [String] }) names: string[],
  ): Promise<BookingPickupModel> {
    return this.pickups.setAuthorisedAdults(viewer.id, bookingId, names);
  }

  @Mutation(() => BookingPickupModel, {
    description:
      "The host or the guest records 'collected' or 'dropped_off' on a confirmed booking, from its day; the other side is emailed.",
  })
  recordHandover(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('bookingId', { type: () => ID }) bookingId: string,
    @Args('kind') kind: string,
  ): Promise<BookingPickupModel> {
    return this.pickups.recordHandover(viewer.id, bookingId, kind);
  }
}
