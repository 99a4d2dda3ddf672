import { isMatchingServiceType, SERVICE_TYPE_WORDS, type MatchingServiceType } from '../preferences/service-types';
import { wordList, type FactorScore } from './factor-score';
import { round2 } from './match-weights';

export interface ServiceSide {
  /** The types the member looks for (their preferences). */
  wanted: readonly string[];
  /** The matching types of the member's active services. */
  offered: readonly string[];
}

/** How much a service one member offers and the other wants adds (at most once). */
export const OFFER_BONUS = 0.2;

const words = (types: readonly MatchingServiceType[]): string =>
  wordList(types.map((type) => SERVICE_TYPE_WORDS[type]));

/**
 * (1 - OFFER_BONUS) × shared wanted types / the smaller member's wanted types, + OFFER_BONUS when either offers a type
 * the other wants.
 */
export function serviceFactor(mine: ServiceSide, theirs: ServiceSide): FactorScore {
  const shared = mine.wanted.filter((type) => theirs.wanted.includes(type)).filter(isMatchingServiceType);
  const bothOffer = mine.offered.filter((type) => theirs.offered.includes(type)).filter(isMatchingServiceType);
  const helpful =
    mine.wanted.some((type) => theirs.offered.includes(type)) ||
    theirs.wanted.some((type) => mine.offered.includes(type));
  const smaller = Math.min(mine.wanted.length, theirs.wanted.length);
  const score = (smaller > 0 ? (1 - OFFER_BONUS) * (shared.length / smaller) : 0) + (helpful ? OFFER_BONUS : 0);
  const uniqueBothOffer = [...new Set(bothOffer)];
  const explanation =
    uniqueBothOffer.length > 0
      ? `You both offer ${words(uniqueBothOffer)}`
      : shared.length > 0
        ? `You are both looking for ${words(shared)}`
        : 'You are looking for different services';
  return { score: round2(Math.min(1, score)), explanation };
}
