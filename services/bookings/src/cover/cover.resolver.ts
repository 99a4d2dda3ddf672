import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { type AuthenticatedUser, CurrentUser } from '@village/kit';
import { CoverCircle, type CoverRequestView } from './cover-circle';
import { CoverCircleModel, CoverRequestModel, RequestCoverInput } from './cover.graph';

const toModel = ({ request, requesterName, coveredBy }: CoverRequestView): CoverRequestModel => ({
  id: request.id,
  requesterId: request.requesterId,
  requesterName,
  day: request.day,
  fromTime: request.fromTime,
  untilTime: request.untilTime,
  children: request.children,
  note: request.note,
  status: request.status,
  coveredBy,
  widenedAt: request.widenedAt,
  createdAt: request.createdAt,
});

@Resolver(() => CoverRequestModel)
export class CoverCircleResolver {
  constructor(private readonly cover: CoverCircle) {}

  @Query(() => CoverCircleModel, { description: "The signed-in member's cover circle and the circles they are in." })
  coverCircle(@CurrentUser() viewer: AuthenticatedUser): Promise<CoverCircleModel> {
    return this.cover.circleOf(viewer.id);
  }

  @Query(() => [CoverRequestModel], {
    description: "The signed-in member's cover requests, those they cover, and open ones from circles they are in.",
  })
  async coverRequests(@CurrentUser() viewer: AuthenticatedUser): Promise<CoverRequestModel[]> {
    return (await this.cover.requestsFor(viewer.id)).map(toModel);
  }

  @Mutation(() => CoverCircleModel, { description: 'Names a member (up to five) in the cover circle; they are told.' })
  addToCoverCircle(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('memberId', { type: () => ID }) memberId: string,
  ): Promise<CoverCircleModel> {
    return this.cover.add(viewer.id, memberId);
  }

  @Mutation(() => CoverCircleModel, { description: 'Takes a member out of the cover circle.' })
  removeFromCoverCircle(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('memberId', { type: () => ID }) memberId: string,
  ): Promise<CoverCircleModel> {
    return this.cover.remove(viewer.id, memberId);
  }

  @Mutation(() => CoverCircleModel, { description: "Leaves another member's cover circle." })
  leaveCoverCircle(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('ownerId', { type: () => ID }) ownerId: string,
  ): Promise<CoverCircleModel> {
    return this.cover.leave(viewer.id, ownerId);
  }

  @Mutation(() => CoverRequestModel, {
    description: 'Asks the cover circle for urgent cover; they are emailed at once.',
  })
  async requestCover(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('input', { type: () => RequestCoverInput }) input: RequestCoverInput,
  ): Promise<CoverRequestModel> {
    return toModel(await this.cover.request(viewer.id, { ...input }));
  }

  @Mutation(() => CoverRequestModel, { description: "Accepts a circle member's cover request: the first covers it." })
  async acceptCover(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<CoverRequestModel> {
    return toModel(await this.cover.accept(viewer.id, id));
  }

  @Mutation(() => CoverRequestModel, { description: 'The requester cancels their cover request.' })
  async cancelCover(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<CoverRequestModel> {
    return toModel(await this.cover.cancel(viewer.id, id));
  }
}
