import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { AdminOnly, CurrentUser, type AuthenticatedUser } from '@village/kit';
import { DbsCheck, DbsCheckInput } from './dbs-check.model';
import { DbsChecks } from './dbs-checks';

@Resolver(() => DbsCheck)
export class DbsChecksResolver {
  constructor(private readonly checks: DbsChecks) {}

  @AdminOnly()
  @Query(() => DbsCheck, { nullable: true, description: "A member's current enhanced DBS check (admins only)." })
  async dbsCheck(@Args('memberId', { type: () => ID }) memberId: string): Promise<DbsCheck | null> {
    return this.checks.currentOf(memberId);
  }

  @AdminOnly()
  @Mutation(() => DbsCheck, {
    description: 'Records an enhanced DBS check the admin has seen (no document is stored; admins only).',
  })
  async recordDbsCheck(
    @CurrentUser() admin: AuthenticatedUser,
    @Args('memberId', { type: () => ID }) memberId: string,
    @Args('input', { type: () => DbsCheckInput }) input: DbsCheckInput,
  ): Promise<DbsCheck> {
    return this.checks.record(admin.id, memberId, input);
  }

  @AdminOnly()
  @Mutation(() => Boolean, { description: "Revokes a member's current enhanced DBS check (admins only)." })
  async revokeDbsCheck(
    @CurrentUser() admin: AuthenticatedUser,
    @Args('memberId', { type: () => ID }) memberId: string,
  ): Promise<boolean> {
    await this.checks.revoke(admin.id, memberId);
    return true;
  }
}
