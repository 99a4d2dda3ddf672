import { Args, ID, Mutation, Parent, Query, ResolveField, ResolveReference, Resolver } from '@nestjs/graphql';
import { CurrentUser, OptionalAuth, type AuthenticatedUser } from '@village/kit';
import { CreateServiceUseCase } from '../listing/create-service.use-case';
import { DeleteServiceUseCase } from '../listing/delete-service.use-case';
import { ServiceQueries } from '../listing/service-queries';
import { SetServiceStatusUseCase } from '../listing/set-service-status.use-case';
import { UpdateServiceUseCase } from '../listing/update-service.use-case';
import type { ServiceView } from '../service-model/service-view';
import { ServiceInput } from './service.input';
import { HostReference, ServiceModel } from './service.model';

const toModel = (view: ServiceView): ServiceModel => view as ServiceModel;

@Resolver(() => ServiceModel)
export class ServicesResolver {
  constructor(
    private readonly queries: ServiceQueries,
    private readonly createService_: CreateServiceUseCase,
    private readonly updateService_: UpdateServiceUseCase,
    private readonly setStatus: SetServiceStatusUseCase,
    private readonly deleteService_: DeleteServiceUseCase,
  ) {}

  @OptionalAuth()
  @Query(() => ServiceModel, {
    nullable: true,
    description:
      'A service, for visitors too: others see active services only and never across a block (null otherwise); ' +
      'only the host sees the exact address and full postcode.',
  })
  async service(
    @CurrentUser() viewer: AuthenticatedUser | null,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<ServiceModel | null> {
    const view = await this.queries.visibleService(id, viewer?.id ?? null);
    return view ? toModel(view) : null;
  }

  @Query(() => [ServiceModel], { description: "The signed-in member's services in every status, newest first." })
  async myServices(@CurrentUser() viewer: AuthenticatedUser): Promise<ServiceModel[]> {
    return (await this.queries.hostServices(viewer.id)).map(toModel);
  }

  @Mutation(() => ServiceModel, { description: 'Offers a new service (active at once).' })
  async createService(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('input', { type: () => ServiceInput }) input: ServiceInput,
  ): Promise<ServiceModel> {
    return toModel(await this.createService_.execute({ hostId: viewer.id, input: { ...input } }));
  }

  @Mutation(() => ServiceModel, {
    description: "Replaces the host's service as a whole; photoIds is the final ordered list. Others: NOT_FOUND.",
  })
  async updateService(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('input', { type: () => ServiceInput }) input: ServiceInput,
  ): Promise<ServiceModel> {
    return toModel(await this.updateService_.execute({ hostId: viewer.id, serviceId: id, input: { ...input } }));
  }

  @Mutation(() => ServiceModel, {
    description: 'Host only: active <-> paused, anything -> active, active or paused -> completed or cancelled.',
  })
  async setServiceStatus(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('status') status: string,
  ): Promise<ServiceModel> {
    return toModel(await this.setStatus.execute({ hostId: viewer.id, serviceId: id, status }));
  }

  @Mutation(() => ID, { description: "Deletes the host's service for good, with its photos. Others: NOT_FOUND." })
  deleteService(@CurrentUser() viewer: AuthenticatedUser, @Args('id', { type: () => ID }) id: string): Promise<string> {
    return this.deleteService_.execute({ hostId: viewer.id, serviceId: id });
  }

  @OptionalAuth()
  @ResolveField(() => HostReference, { nullable: true, description: 'The host (identity; null across a block).' })
  host(@Parent() service: ServiceModel): HostReference {
    return { id: service.hostId };
  }

  @OptionalAuth()
  @ResolveReference()
  async resolveReference(
    @Parent() reference: { __typename: 'Service'; id: string },
    @CurrentUser() viewer: AuthenticatedUser | null,
  ): Promise<ServiceModel | null> {
    const view = await this.queries.visibleService(reference.id, viewer?.id ?? null);
    return view ? toModel(view) : null;
  }
}
