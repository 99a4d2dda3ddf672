const PREFERENCES_FIELDS = 'serviceTypes maxDistanceMiles minMatchScore verifiedContactOnly';
const RUN_FIELDS = 'id status progress matchesFound requestedAt finishedAt';
const MATCH_FIELDS = `id status myResponse matchScore createdAt matchedAt
  factors { locationCompatibility servicePreferences availabilityAlignment communicationStyle parentingStyle }
  explanations { factor score explanation }
  matchedUser { memberId firstName lastInitial area isVerified member { profileImageUrl trustLevel } }`;
const RULE_FIELDS = 'kind state startsOn days from to';

export const MY_MATCHING_PREFERENCES = `query MyMatchingPreferences { myMatchingPreferences { ${PREFERENCES_FIELDS} } }`;
export const UPDATE_MATCHING_PREFERENCES = `mutation UpdateMatchingPreferences($input: MatchingPreferencesInput!) {
  updateMatchingPreferences(input: $input) { ${PREFERENCES_FIELDS} }
}`;
export const GENERATE_MATCHES = `mutation GenerateMatches { generateMatches { ${RUN_FIELDS} } }`;
export const LATEST_MATCH_RUN = `query LatestMatchRun { latestMatchRun { ${RUN_FIELDS} } }`;
export const MY_MATCHES = `query MyMatches { myMatches { matches { ${MATCH_FIELDS} } stats { total pending mutual } } }`;
export const RESPOND_TO_MATCH = `mutation RespondToMatch($matchId: ID!, $response: String!) {
  respondToMatch(matchId: $matchId, response: $response) { ${MATCH_FIELDS} }
}`;
export const MY_AVAILABILITY = `query MyAvailability { myAvailability { ${RULE_FIELDS} } }`;
export const SET_AVAILABILITY = `mutation SetAvailability($rules: [AvailabilityRuleInput!]!) {
  setAvailability(rules: $rules) { ${RULE_FIELDS} }
}`;
