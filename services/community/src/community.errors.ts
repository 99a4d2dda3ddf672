import { defineErrors, ErrorKind } from '@village/kit';

export enum CommunityErrorCode {
  PostNotFound = 'POST_NOT_FOUND',
  ContactQueryNotFound = 'CONTACT_QUERY_NOT_FOUND',
  ContactQueryAlreadyResolved = 'CONTACT_QUERY_ALREADY_RESOLVED',
}

export const communityErrors = defineErrors<CommunityErrorCode>({
  [CommunityErrorCode.PostNotFound]: ErrorKind.NotFound,
  [CommunityErrorCode.ContactQueryNotFound]: ErrorKind.NotFound,
  [CommunityErrorCode.ContactQueryAlreadyResolved]: ErrorKind.Conflict,
});

export const contactQueryNotFound = () =>
  communityErrors.error(CommunityErrorCode.ContactQueryNotFound, 'Query not found');

export const contactQueryAlreadyResolved = () =>
  communityErrors.error(CommunityErrorCode.ContactQueryAlreadyResolved, 'This query is already resolved.');
