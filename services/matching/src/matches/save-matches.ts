import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { ScoredCandidate } from './match-scorer';

/** Inserts or rescores one row per pair (member_a_id < member_b_id); both members' answers stay as they were. */
export async function saveMatches(
  manager: EntityManager,
  requesterId: string,
  best: readonly ScoredCandidate[],
  now: Date,
): Promise<void> {
  for (const candidate of best) {
    const [memberAId, memberBId] = [requesterId, candidate.userId].sort();
    await manager.query(
      `INSERT INTO matches (id, member_a_id, member_b_id, match_score, factors, explanations, distance_miles,
                            created_at, scored_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)
       ON CONFLICT (member_a_id, member_b_id) DO UPDATE
         SET match_score = EXCLUDED.match_score, factors = EXCLUDED.factors, explanations = EXCLUDED.explanations,
             distance_miles = EXCLUDED.distance_miles, scored_at = EXCLUDED.scored_at`,
      [
        randomUUID(),
        memberAId,
        memberBId,
        candidate.score.matchScore,
        JSON.stringify(candidate.score.factors),
        JSON.stringify(candidate.score.explanations),
        candidate.score.distanceMiles,
        now,
      ],
    );
  }
}
