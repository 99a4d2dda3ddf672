import { clamp01, type FactorScore } from './factor-score';

/** The score of a candidate at the very edge of the requester's distance: nearer scores more, up to 1 next door. */
export const EDGE_OF_RANGE_SCORE = 0.5;

/** Rounded distance only: the members' district centres, never where either lives. */
export function distanceWords(miles: number): string {
  const rounded = Math.round(miles);
  if (rounded < 1) return 'Less than a mile apart';
  return rounded === 1 ? 'About 1 mile apart' : `About ${rounded} miles apart`;
}

/** 1 - (1 - EDGE_OF_RANGE_SCORE) × distance / max distance. */
export function locationFactor(miles: number, maxDistanceMiles: number): FactorScore {
  return {
    score: clamp01(1 - (1 - EDGE_OF_RANGE_SCORE) * (miles / maxDistanceMiles)),
    explanation: distanceWords(miles),
  };
}
