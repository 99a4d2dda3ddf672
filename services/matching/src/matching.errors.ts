import { defineErrors, ErrorKind } from '@village/kit';

export enum MatchingErrorCode {
  ProfileNotFound = 'MATCHING_PROFILE_NOT_FOUND',
}

export const matchingErrors = defineErrors<MatchingErrorCode>({
  [MatchingErrorCode.ProfileNotFound]: ErrorKind.NotFound,
});
