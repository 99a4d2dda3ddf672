import { defineErrors, ErrorKind } from '@village/kit';

export enum CommunityErrorCode {
  PostNotFound = 'POST_NOT_FOUND',
}

export const communityErrors = defineErrors<CommunityErrorCode>({
  [CommunityErrorCode.PostNotFound]: ErrorKind.NotFound,
});
