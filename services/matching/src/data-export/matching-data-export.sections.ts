import type { DataExportSections } from '@village/kit';

/** Matches name the other member by first name only. */
export const MATCHING_DATA_EXPORT: DataExportSections = {
  matchingProfile: `SELECT first_name, last_initial, city, postcode, district, place, latitude, longitude, country, is_verified, is_single_parent, is_looking_for_coliving,
      offers_services, registered_at, updated_at
    FROM members WHERE user_id = $1`,
  familyProfile: `SELECT parenting_situation, kids_age_range, skills_interests, languages_spoken,
      preferred_contact_methods, profile_updated_at
    FROM member_profiles WHERE user_id = $1`,
  preferences: `SELECT service_types, max_distance_miles, min_match_score, verified_contact_only, updated_at
    FROM matching_preferences WHERE user_id = $1`,
  availability: `SELECT rules, updated_at FROM member_availability WHERE user_id = $1`,
  matchRuns: `SELECT id, status, progress, matches_found, requested_at, finished_at
    FROM match_runs WHERE requester_id = $1 ORDER BY requested_at`,
  matches: `SELECT pairing.id, other.first_name AS with_first_name, pairing.match_score, pairing.factors,
      pairing.explanations, pairing.distance_miles,
      CASE WHEN pairing.member_a_id = $1 THEN pairing.a_response ELSE pairing.b_response END AS my_response,
      pairing.created_at, pairing.matched_at
    FROM matches pairing
    LEFT JOIN members other ON other.user_id =
      CASE WHEN pairing.member_a_id = $1 THEN pairing.member_b_id ELSE pairing.member_a_id END
    WHERE pairing.member_a_id = $1 OR pairing.member_b_id = $1 ORDER BY pairing.created_at`,
};
