import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, type AuthenticatedUser } from '@village/kit';
import { MatchModel, MatchRunModel, MyMatchesModel } from './match.model';
import { MatchRuns } from './match-runs';
import { MyMatchesQuery } from './my-matches.query';
import { RespondToMatchUseCase } from './respond-to-match.use-case';

/** The signed-in member's match runs, matches and answers; only ever their own. */
@Resolver(() => MatchModel)
export class MatchesResolver {
  constructor(
    private readonly runs: MatchRuns,
    private readonly matchesOf: MyMatchesQuery,
    private readonly respond: RespondToMatchUseCase,
  ) {}

  @Query(() => MatchRunModel, { nullable: true, description: 'My latest match run; null before the first.' })
  latestMatchRun(@CurrentUser() member: AuthenticatedUser): Promise<MatchRunModel | null> {
    return this.runs.latest(member.id);
  }

  @Query(() => MyMatchesModel, { description: 'My matches, best first, and their counts.' })
  myMatches(@CurrentUser() member: AuthenticatedUser): Promise<MyMatchesModel> {
    return this.matchesOf.of(member.id);
  }

  @Mutation(() => MatchRunModel, {
    description: 'Queues a match run and answers at once (my unfinished run, if there is one); poll latestMatchRun.',
  })
  generateMatches(@CurrentUser() member: AuthenticatedUser): Promise<MatchRunModel> {
    return this.runs.start(member.id);
  }

  @Mutation(() => MatchModel, { description: 'Accepts or declines one of my matches.' })
  respondToMatch(
    @CurrentUser() member: AuthenticatedUser,
    @Args('matchId', { type: () => ID }) matchId: string,
    @Args('response') response: string,
  ): Promise<MatchModel> {
    return this.respond.execute(member.id, matchId, response);
  }
}
