/** The five factors of a match score, each 0..1. */
export const MATCH_FACTORS = [
  'locationCompatibility',
  'servicePreferences',
  'availabilityAlignment',
  'communicationStyle',
  'parentingStyle',
] as const;

export type MatchFactor = (typeof MATCH_FACTORS)[number];

export type MatchFactors = Record<MatchFactor, number>;

/** How much each factor counts in the match score (they sum to 1); see the README's "Match score". */
export const MATCH_WEIGHTS: MatchFactors = {
  locationCompatibility: 0.3,
  servicePreferences: 0.25,
  availabilityAlignment: 0.2,
  communicationStyle: 0.1,
  parentingStyle: 0.15,
};

/** The score of a factor nothing can be said about yet (no profile, no availability): neither for nor against. */
export const UNKNOWN_FACTOR_SCORE = 0.5;

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** The weighted sum of the factors, to two decimals. */
export function matchScore(factors: MatchFactors): number {
  return round2(MATCH_FACTORS.reduce((sum, factor) => sum + MATCH_WEIGHTS[factor] * factors[factor], 0));
}

export { round2 };
