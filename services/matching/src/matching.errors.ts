import { defineErrors, ErrorKind } from '@village/kit';

export enum MatchingErrorCode {
  ProfileNotFound = 'MATCHING_PROFILE_NOT_FOUND',
  MatchNotFound = 'MATCH_NOT_FOUND',
}

export const matchingErrors = defineErrors<MatchingErrorCode>({
  [MatchingErrorCode.ProfileNotFound]: ErrorKind.NotFound,
  [MatchingErrorCode.MatchNotFound]: ErrorKind.NotFound,
});

/** Also for a match of other members, or one the other member declined: nothing says it exists. */
export const matchNotFound = () => matchingErrors.error(MatchingErrorCode.MatchNotFound, 'Match not found');
