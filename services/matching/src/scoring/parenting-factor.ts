import type { FactorScore } from './factor-score';
import { UNKNOWN_FACTOR_SCORE } from './match-weights';

export interface ParentingSide {
  parentingSituation: string | null;
  kidsAgeRange: string;
}

/** Difference in children's mean ages (years) at which ages no longer count as similar at all. */
export const AGE_GAP_LIMIT_YEARS = 10;
/** Within this many years, children are 'of similar ages'. */
const SIMILAR_AGE_YEARS = 3;

const SITUATION_WORDS: Record<string, string> = {
  solo_parent: 'solo parents',
  co_parenting: 'co-parenting',
  new_parent: 'new parents',
  expecting: 'expecting',
};

/** The mean of the ages written in free text ('3 and 5', '2-4'), or null when it holds no number. */
export function meanAge(text: string): number | null {
  const ages = (text.match(/\d+(\.\d+)?/g) ?? []).map(Number).filter((age) => age <= 25);
  return ages.length > 0 ? ages.reduce((sum, age) => sum + age, 0) / ages.length : null;
}

/**
 * Half for the same parenting situation; half for children's ages: 1 - mean age gap / AGE_GAP_LIMIT_YEARS (unknown
 * when either wrote no age). Unknown altogether without both members' profiles.
 */
export function parentingFactor(mine: ParentingSide | null, theirs: ParentingSide | null): FactorScore {
  if (!mine || !theirs) return { score: UNKNOWN_FACTOR_SCORE, explanation: 'Not enough in your profiles to compare' };
  const sameSituation = mine.parentingSituation !== null && mine.parentingSituation === theirs.parentingSituation;
  const myAge = meanAge(mine.kidsAgeRange);
  const theirAge = meanAge(theirs.kidsAgeRange);
  const gap = myAge !== null && theirAge !== null ? Math.abs(myAge - theirAge) : null;
  const ageScore = gap === null ? UNKNOWN_FACTOR_SCORE : Math.max(0, 1 - gap / AGE_GAP_LIMIT_YEARS);
  const similarAges = gap !== null && gap <= SIMILAR_AGE_YEARS;
  const situation = sameSituation
    ? `Both ${SITUATION_WORDS[mine.parentingSituation ?? ''] ?? mine.parentingSituation}`
    : null;
  const explanation = situation
    ? similarAges
      ? `${situation}, children of similar ages`
      : situation
    : similarAges
      ? 'Children of similar ages'
      : 'Different family situations';
  return { score: (sameSituation ? 0.5 : 0) + 0.5 * ageScore, explanation };
}
