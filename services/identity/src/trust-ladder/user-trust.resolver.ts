import { Context, Int, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { requestLoader, type LoaderContext } from '@village/kit';
import { DbsChecks } from '../dbs-checks/dbs-checks';
import { UserModel } from '../users/user.model';
import { MemberVouches, VOUCHES_FOR_VOUCHED } from '../vouches/member-vouches';
import { TrustLevel, trustLevelOf } from './trust-level';

/** The trust ladder on the federated User: each step's facts, and the highest step climbed. */
@Resolver(() => UserModel)
export class UserTrustResolver {
  constructor(
    private readonly vouches: MemberVouches,
    private readonly dbsChecks: DbsChecks,
  ) {}

  @ResolveField(() => Int, { description: 'Active vouches from verified members.' })
  async vouchCount(@Parent() user: UserModel, @Context() context: LoaderContext): Promise<number> {
    return this.vouchCountOf(user, context);
  }

  @ResolveField(() => String, {
    nullable: true,
    description: "The issue date (YYYY-MM-DD) of the member's current enhanced DBS check, if an admin recorded one.",
  })
  async dbsCheckedOn(@Parent() user: UserModel, @Context() context: LoaderContext): Promise<string | null> {
    return this.dbsCheckedOnOf(user, context);
  }

  @ResolveField(() => TrustLevel, { description: 'The highest step of the trust ladder the member has climbed.' })
  async trustLevel(@Parent() user: UserModel, @Context() context: LoaderContext): Promise<TrustLevel> {
    const [vouchCount, dbsCheckedOn] = await Promise.all([
      this.vouchCountOf(user, context),
      this.dbsCheckedOnOf(user, context),
    ]);
    return trustLevelOf({ isVerified: user.isVerified, vouchCount, dbsCheckedOn }, VOUCHES_FOR_VOUCHED);
  }

  private async vouchCountOf(user: UserModel, context: LoaderContext): Promise<number> {
    const loader = requestLoader(context, 'identity.vouchCounts', (ids) => this.vouches.countsFor(ids));
    return (await loader.load(user.id)) ?? 0;
  }

  private async dbsCheckedOnOf(user: UserModel, context: LoaderContext): Promise<string | null> {
    return requestLoader(context, 'identity.dbsCheckedOn', (ids) => this.dbsChecks.issueDatesFor(ids)).load(user.id);
  }
}
