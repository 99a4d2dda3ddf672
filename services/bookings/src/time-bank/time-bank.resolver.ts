import { Context, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { type AuthenticatedUser, CurrentUser, type LoaderContext, requestLoader } from '@village/kit';
import { BookingModel } from '../graph/booking.model';
import { BookingCareHoursModel, TimeBankModel } from './time-bank.models';
import { TimeBankQueries } from './time-bank.queries';

@Resolver(() => TimeBankModel)
export class TimeBankResolver {
  constructor(private readonly queries: TimeBankQueries) {}

  @Query(() => TimeBankModel, { description: "The signed-in member's time-bank balance and history." })
  timeBank(@CurrentUser() viewer: AuthenticatedUser): Promise<TimeBankModel> {
    return this.queries.timeBankOf(viewer.id);
  }
}

/** The hours on a reciprocal booking, for both its sides (a booking reaches here only through its guest or host). */
@Resolver(() => BookingModel)
export class BookingCareHoursResolver {
  constructor(private readonly queries: TimeBankQueries) {}

  @ResolveField(() => BookingCareHoursModel, {
    nullable: true,
    description: 'Reciprocal childcare only: the hours of care, the children and the hours it costs.',
  })
  async careHours(
    @Parent() booking: BookingModel,
    @Context() context: LoaderContext,
  ): Promise<BookingCareHoursModel | null> {
    const care = await requestLoader(context, 'bookings.careHours', (ids) => this.queries.careHoursOf(ids)).load(
      booking.id,
    );
    return care ?? null;
  }
}
