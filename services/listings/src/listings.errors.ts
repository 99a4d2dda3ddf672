import { defineErrors, ErrorKind } from '@village/kit';

export enum ListingsErrorCode {
  ServiceNotFound = 'SERVICE_NOT_FOUND',
  ServiceInvalid = 'SERVICE_INVALID',
  ServiceStatusConflict = 'SERVICE_STATUS_CONFLICT',
  PostcodeUnknown = 'POSTCODE_UNKNOWN',
}

export const listingsErrors = defineErrors<ListingsErrorCode>({
  [ListingsErrorCode.ServiceNotFound]: ErrorKind.NotFound,
  [ListingsErrorCode.ServiceInvalid]: ErrorKind.Invalid,
  [ListingsErrorCode.ServiceStatusConflict]: ErrorKind.Conflict,
  [ListingsErrorCode.PostcodeUnknown]: ErrorKind.Invalid,
});

/** A service that does not exist, or that the caller may not see or change: the same answer either way. */
export const serviceNotFound = () => listingsErrors.error(ListingsErrorCode.ServiceNotFound, 'Service not found');

export const serviceInvalid = (message: string, fieldErrors: Record<string, string>) =>
  listingsErrors.error(ListingsErrorCode.ServiceInvalid, message, fieldErrors);

export const postcodeUnknownMessage = (country: string): string =>
  `We could not find this postcode in ${country}. Please check it.`;

/** `field`: where the postcode was given (a service's `postcode`, browse's `postcode` or `near`). */
export const postcodeUnknown = (country: string, field = 'postcode') =>
  listingsErrors.error(ListingsErrorCode.PostcodeUnknown, postcodeUnknownMessage(country), {
    [field]: postcodeUnknownMessage(country),
  });

export const serviceStatusConflict = (from: string, to: string) =>
  listingsErrors.error(ListingsErrorCode.ServiceStatusConflict, `A ${from} service cannot become ${to}`);
