import { defineErrors, ErrorKind } from '@village/kit';

export enum ListingsErrorCode {
  ListingNotFound = 'LISTING_NOT_FOUND',
  ServiceInvalid = 'SERVICE_INVALID',
  PostcodeUnknown = 'POSTCODE_UNKNOWN',
}

export const listingsErrors = defineErrors<ListingsErrorCode>({
  [ListingsErrorCode.ListingNotFound]: ErrorKind.NotFound,
  [ListingsErrorCode.ServiceInvalid]: ErrorKind.Invalid,
  [ListingsErrorCode.PostcodeUnknown]: ErrorKind.Invalid,
});
