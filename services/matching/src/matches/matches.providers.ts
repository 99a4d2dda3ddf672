import { handleJob } from '@village/kit';
import { AvailabilityResolver } from '../availability/availability.resolver';
import { AvailabilityStore } from '../availability/availability.store';
import { MemberAvailabilityEntity } from '../availability/member-availability.entity';
import { MemberOfferEntity } from '../offers/member-offer.entity';
import { memberOffersConsumers } from '../offers/member-offers.consumers';
import { MatchingPreferencesEntity } from '../preferences/matching-preferences.entity';
import { MatchingPreferencesResolver } from '../preferences/matching-preferences.resolver';
import { MatchingPreferencesStore } from '../preferences/matching-preferences.store';
import { memberStandingConsumers } from '../members/member-standing.consumers';
import { GenerateMatchesHandler } from './generate-matches.handler';
import { GenerateMatchesJob } from './generate-matches.job';
import { MatchRunEntity } from './match-run.entity';
import { MatchRuns } from './match-runs';
import { MatchScorer } from './match-scorer';
import { MatchEntity } from './match.entity';
import { MatchesResolver } from './matches.resolver';
import { MyMatchesQuery } from './my-matches.query';
import { RespondToMatchUseCase } from './respond-to-match.use-case';

export const matchesEntities = [
  MemberOfferEntity,
  MatchingPreferencesEntity,
  MemberAvailabilityEntity,
  MatchRunEntity,
  MatchEntity,
];

export const matchesConsumers = [...memberStandingConsumers, ...memberOffersConsumers];

export const matchesProviders = [
  MatchingPreferencesStore,
  MatchingPreferencesResolver,
  AvailabilityStore,
  AvailabilityResolver,
  MatchRuns,
  MatchScorer,
  MyMatchesQuery,
  RespondToMatchUseCase,
  MatchesResolver,
];

export const matchesJobs = [handleJob(GenerateMatchesJob, GenerateMatchesHandler, { retry: { retries: 2 } })];
