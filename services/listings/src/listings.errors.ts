import { defineErrors, ErrorKind } from '@village/kit';

export enum ListingsErrorCode {
  ListingNotFound = 'LISTING_NOT_FOUND',
}

export const listingsErrors = defineErrors<ListingsErrorCode>({
  [ListingsErrorCode.ListingNotFound]: ErrorKind.NotFound,
});
