import { WEEKS_AHEAD } from '../availability/london-hours';
import { clamp01, type FactorScore } from './factor-score';
import { UNKNOWN_FACTOR_SCORE } from './match-weights';

/** Shared hours a week that make a perfect availability score. */
export const FULL_OVERLAP_HOURS_A_WEEK = 10;

/**
 * Shared hours (same state: both child-free or both with children) over the coming WEEKS_AHEAD weeks, a week's worth:
 * min(1, hours a week / FULL_OVERLAP_HOURS_A_WEEK). Unknown (UNKNOWN_FACTOR_SCORE) when either member set no times.
 */
export function availabilityFactor(shared: number | null): FactorScore {
  if (shared === null) return { score: UNKNOWN_FACTOR_SCORE, explanation: 'Add your times to compare availability' };
  const aWeek = Math.round(shared / WEEKS_AHEAD);
  return {
    score: clamp01(shared / WEEKS_AHEAD / FULL_OVERLAP_HOURS_A_WEEK),
    explanation:
      aWeek === 0
        ? 'No times free together yet'
        : `${aWeek} ${aWeek === 1 ? 'hour' : 'hours'} a week free at the same time`,
  };
}
