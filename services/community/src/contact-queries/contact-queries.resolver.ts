import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { AdminOnly, CurrentUser, OptionalAuth, type AuthenticatedUser } from '@village/kit';
import { ContactQueryList } from './contact-query-list';
import { ContactQueryModel, ContactQueryReceiptModel, SubmitContactQueryInput } from './contact-query.model';
import { ResolveContactQueryUseCase } from './resolve-contact-query.use-case';
import { SubmitContactQueryUseCase } from './submit-contact-query.use-case';

@Resolver(() => ContactQueryModel)
export class ContactQueriesResolver {
  constructor(
    private readonly list: ContactQueryList,
    private readonly submit: SubmitContactQueryUseCase,
    private readonly resolve: ResolveContactQueryUseCase,
  ) {}

  @OptionalAuth()
  @Mutation(() => ContactQueryReceiptModel, {
    description: 'Sends a query to the Village team, signed in or not; an acknowledgement goes to the email given.',
  })
  async submitContactQuery(
    @CurrentUser() member: AuthenticatedUser | null,
    @Args('input', { type: () => SubmitContactQueryInput }) input: SubmitContactQueryInput,
  ): Promise<ContactQueryReceiptModel> {
    await this.submit.execute({ ...input, memberId: member?.id ?? null });
    return { received: true };
  }

  @AdminOnly()
  @Query(() => [ContactQueryModel], { description: 'Every contact query, unresolved first (admins only).' })
  async contactQueries(): Promise<ContactQueryModel[]> {
    return this.list.all();
  }

  @AdminOnly()
  @Query(() => Int, { description: 'How many contact queries are unresolved (admins only).' })
  async openContactQueryCount(): Promise<number> {
    return this.list.openCount();
  }

  @AdminOnly()
  @Mutation(() => ContactQueryModel, { description: 'Marks an unresolved contact query resolved (admins only).' })
  async resolveContactQuery(
    @CurrentUser() admin: AuthenticatedUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<ContactQueryModel> {
    return this.resolve.execute({ adminId: admin.id, id });
  }
}
