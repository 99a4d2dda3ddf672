import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { type AuthenticatedUser, CurrentUser } from '@village/kit';
import { ServiceOccurrenceModel } from './occurrence.model';
import { ServiceOccurrences } from './service-occurrences';

@Resolver(() => ServiceOccurrenceModel)
export class ServiceOccurrencesResolver {
  constructor(private readonly occurrences: ServiceOccurrences) {}

  @Query(() => [ServiceOccurrenceModel], {
    description:
      "A recurring service's upcoming occurrences (at most 26, half a year ahead) with places left; guests do not see cancelled ones.",
  })
  serviceOccurrences(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('serviceId', { type: () => ID }) serviceId: string,
  ): Promise<ServiceOccurrenceModel[]> {
    return this.occurrences.list(viewer.id, serviceId);
  }

  @Mutation(() => ServiceOccurrenceModel, {
    description:
      'The host pauses (not bookable, bookings kept), resumes (scheduled) or cancels one occurrence; cancelling cancels and refunds its bookings and is final.',
  })
  setServiceOccurrenceState(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('serviceId', { type: () => ID }) serviceId: string,
    @Args('date') date: string,
    @Args('state') state: string,
  ): Promise<ServiceOccurrenceModel> {
    return this.occurrences.setOccurrenceState(viewer.id, serviceId, date, state);
  }

  @Mutation(() => [ServiceOccurrenceModel], {
    description:
      'The host pauses, resumes (scheduled) or cancels the whole series; cancelling cancels and refunds every booking from today on and is final.',
  })
  setServiceSeriesState(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('serviceId', { type: () => ID }) serviceId: string,
    @Args('state') state: string,
  ): Promise<ServiceOccurrenceModel[]> {
    return this.occurrences.setSeriesState(viewer.id, serviceId, state);
  }
}
