import { handleJob } from '@village/kit';
import { GenerateMatchesHandler } from './generate-matches.handler';
import { GenerateMatchesJob } from './generate-matches.job';
import { MatchRunEntity } from './match-run.entity';
import { MatchRuns } from './match-runs';
import { MatchScorer } from './match-scorer';
import { MatchEntity } from './match.entity';
import { MatchesResolver } from './matches.resolver';
import { MyMatchesQuery } from './my-matches.query';
import { RespondToMatchUseCase } from './respond-to-match.use-case';

export const matchesEntities = [MatchRunEntity, MatchEntity];

export const matchesProviders = [MatchRuns, MatchScorer, MyMatchesQuery, RespondToMatchUseCase, MatchesResolver];

/** A run that throws is tried twice more, then marked failed. */
export const matchesJobs = [handleJob(GenerateMatchesJob, GenerateMatchesHandler, { retry: { retries: 2 } })];
