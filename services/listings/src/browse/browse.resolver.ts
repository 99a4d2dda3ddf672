import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, type AuthenticatedUser } from '@village/kit';
import { BrowseServicesUseCase, DEFAULT_PAGE_SIZE } from './browse-services.use-case';
import { ServiceFilter, ServicePage } from './service-page.model';

@Resolver(() => ServicePage)
export class BrowseResolver {
  constructor(private readonly browse: BrowseServicesUseCase) {}

  @Query(() => ServicePage, {
    description:
      'Active services other members offer (never across a block), filtered; nearest first with `postcode` or `near`, else newest first. Keyset pages of 1 to 50.',
  })
  async services(
    @CurrentUser() viewer: AuthenticatedUser,
    @Args('filter', { type: () => ServiceFilter, nullable: true }) filter: ServiceFilter | null,
    @Args('first', { type: () => Int, defaultValue: DEFAULT_PAGE_SIZE }) first: number,
    @Args('after', { type: () => String, nullable: true }) after: string | null,
  ): Promise<ServicePage> {
    return (await this.browse.execute(viewer.id, { ...filter, first, after })) as unknown as ServicePage;
  }
}
