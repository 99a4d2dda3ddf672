import { defineErrors, ErrorKind } from '@village/kit';

export enum SocialErrorCode {
  PostNotFound = 'SOCIAL_POST_NOT_FOUND',
  ServiceNotFound = 'SOCIAL_SERVICE_NOT_FOUND',
  NotYourService = 'SOCIAL_NOT_YOUR_SERVICE',
}

export const socialErrors = defineErrors<SocialErrorCode>({
  [SocialErrorCode.PostNotFound]: ErrorKind.NotFound,
  [SocialErrorCode.ServiceNotFound]: ErrorKind.NotFound,
  [SocialErrorCode.NotYourService]: ErrorKind.Forbidden,
});

export const serviceNotFound = () => socialErrors.error(SocialErrorCode.ServiceNotFound, 'Service not found');
export const notYourService = () =>
  socialErrors.error(SocialErrorCode.NotYourService, 'You can only promote your own services.');
