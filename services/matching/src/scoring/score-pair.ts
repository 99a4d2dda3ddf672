import { availabilityFactor } from './availability-factor';
import { communicationFactor, type CommunicationSide } from './communication-factor';
import { milesBetween, type Coordinates } from './distance';
import { round2 } from './match-weights';
import { locationFactor } from './location-factor';
import { matchScore, MATCH_FACTORS, type MatchFactor, type MatchFactors } from './match-weights';
import { parentingFactor, type ParentingSide } from './parenting-factor';
import { serviceFactor, type ServiceSide } from './service-factor';

/** What scoring knows of one member of a pair. */
export interface ScoredMember extends Coordinates {
  services: ServiceSide;
  profile: (CommunicationSide & ParentingSide) | null;
}

export interface FactorExplanation {
  factor: MatchFactor;
  score: number;
  explanation: string;
}

export interface PairScore {
  matchScore: number;
  factors: MatchFactors;
  explanations: FactorExplanation[];
  distanceMiles: number;
}

/**
 * Scores a candidate for the requester: the five factors and the words for each, the weighted score, and the
 * distance rounded to whole miles. `sharedHours` is null when either member set no availability.
 */
export function scorePair(
  requester: ScoredMember,
  candidate: ScoredMember,
  maxDistanceMiles: number,
  sharedHours: number | null,
): PairScore {
  const miles = milesBetween(requester, candidate);
  const scored = {
    locationCompatibility: locationFactor(miles, maxDistanceMiles),
    servicePreferences: serviceFactor(requester.services, candidate.services),
    availabilityAlignment: availabilityFactor(sharedHours),
    communicationStyle: communicationFactor(requester.profile, candidate.profile),
    parentingStyle: parentingFactor(requester.profile, candidate.profile),
  };
  const factors = Object.fromEntries(
    MATCH_FACTORS.map((factor) => [factor, round2(scored[factor].score)]),
  ) as MatchFactors;
  return {
    matchScore: matchScore(factors),
    factors,
    explanations: MATCH_FACTORS.map((factor) => ({
      factor,
      score: factors[factor],
      explanation: scored[factor].explanation,
    })),
    distanceMiles: Math.round(miles),
  };
}
