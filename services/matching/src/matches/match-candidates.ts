import { acceptsContactFromSql, notBlockedEitherWaySql } from '@village/kit';
import type { EntityManager } from 'typeorm';
import { boundingBox, type Coordinates } from '../scoring/distance';

/**
 * Nearest members scored per run at most: enough for the top 50 above a minimum score, cheap at 100,000 members.
 * Members of one district share its centre; among them the order is a hash of the pair, so a crowded district does not
 * always offer the same few members to everyone.
 */
export const CANDIDATE_POOL = 500;

export interface CandidateRow {
  userId: string;
  latitude: number;
  longitude: number;
  serviceTypes: string[] | null;
  parentingSituation: string | null;
  kidsAgeRange: string | null;
  languagesSpoken: string[] | null;
  preferredContactMethods: string[] | null;
  hasProfile: boolean;
}

export interface CandidateSearch {
  requesterId: string;
  centre: Coordinates;
  maxDistanceMiles: number;
  requesterVerified: boolean;
}

/**
 * Members whose district centre lies in the box around the requester's (members_location_idx), nearest first, who
 * may be suggested to them: not the requester, not suspended, no block either way, no earlier decline either way, and
 * not a member who takes contact from verified members only (in matching or in identity's "only verified members may
 * contact me") when the requester is unverified. The caller drops those beyond the exact distance.
 */
export async function findCandidates(manager: EntityManager, search: CandidateSearch): Promise<CandidateRow[]> {
  const box = boundingBox(search.centre, search.maxDistanceMiles);
  const cosLat = Math.cos((search.centre.latitude * Math.PI) / 180);
  return manager.query<CandidateRow[]>(
    `SELECT member.user_id AS "userId", member.latitude, member.longitude,
            preferences.service_types AS "serviceTypes",
            profile.parenting_situation AS "parentingSituation", profile.kids_age_range AS "kidsAgeRange",
            profile.languages_spoken AS "languagesSpoken",
            profile.preferred_contact_methods AS "preferredContactMethods",
            profile.user_id IS NOT NULL AS "hasProfile"
       FROM members member
       LEFT JOIN matching_preferences preferences ON preferences.user_id = member.user_id
       LEFT JOIN member_profiles profile ON profile.user_id = member.user_id
      WHERE member.latitude BETWEEN $2 AND $3 AND member.longitude BETWEEN $4 AND $5
        AND member.user_id <> $1
        AND NOT member.is_suspended
        AND ($6 OR NOT COALESCE(preferences.verified_contact_only, false))
        AND ${notBlockedEitherWaySql('member.user_id', '$1')}
        AND ${acceptsContactFromSql('member.user_id', '$1')}
        AND NOT EXISTS (
          SELECT 1 FROM matches declined
           WHERE ((declined.member_a_id = $1 AND declined.member_b_id = member.user_id)
               OR (declined.member_b_id = $1 AND declined.member_a_id = member.user_id))
             AND 'declined' IN (declined.a_response, declined.b_response))
      ORDER BY (member.latitude - $7) ^ 2 + ((member.longitude - $8) * $9) ^ 2, md5(member.user_id::text || $1)
      LIMIT ${CANDIDATE_POOL}`,
    [
      search.requesterId,
      box.minLat,
      box.maxLat,
      box.minLon,
      box.maxLon,
      search.requesterVerified,
      search.centre.latitude,
      search.centre.longitude,
      cosLat,
    ],
  );
}
