import { defineErrors, ErrorKind } from '@village/kit';

export enum SocialErrorCode {
  PostNotFound = 'SOCIAL_POST_NOT_FOUND',
}

export const socialErrors = defineErrors<SocialErrorCode>({
  [SocialErrorCode.PostNotFound]: ErrorKind.NotFound,
});
