import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, type AuthenticatedUser } from '@village/kit';
import { MemberSessionModel } from './member-session.model';
import { MemberSessions } from './member-sessions';

@Resolver(() => MemberSessionModel)
export class MemberSessionsResolver {
  constructor(private readonly sessions: MemberSessions) {}

  @Query(() => [MemberSessionModel], { description: 'The devices the signed-in member is signed in on.' })
  mySessions(@CurrentUser() member: AuthenticatedUser): Promise<MemberSessionModel[]> {
    return this.sessions.list(member.id, member.sessionId);
  }

  @Mutation(() => Boolean, { description: 'Signs one of your own devices out (its next request needs a sign-in).' })
  async endSession(
    @CurrentUser() member: AuthenticatedUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<boolean> {
    await this.sessions.end(member.id, id);
    return true;
  }

  @Mutation(() => Int, { description: 'Signs out every device, this one included; answers how many were ended.' })
  signOutEverywhere(@CurrentUser() member: AuthenticatedUser): Promise<number> {
    return this.sessions.endAll(member.id);
  }
}
