import { defineErrors, ErrorKind, UNAVAILABLE_MESSAGE } from '@village/kit/errors';

export enum GatewayErrorCode {
  Validation = 'VALIDATION',
  MalformedRequest = 'MALFORMED_REQUEST',
  UnsupportedContentType = 'UNSUPPORTED_CONTENT_TYPE',
  BodyTooLarge = 'BODY_TOO_LARGE',
  NotSignedIn = 'NOT_SIGNED_IN',
  CsrfRefused = 'CSRF_REFUSED',
  RouteNotFound = 'ROUTE_NOT_FOUND',
  PhotoTooLarge = 'PHOTO_TOO_LARGE',
  PhotoRefused = 'PHOTO_REFUSED',
  RateLimited = 'RATE_LIMITED',
  Unavailable = 'UNAVAILABLE',
}

export const gatewayErrors = defineErrors<GatewayErrorCode>({
  [GatewayErrorCode.Validation]: ErrorKind.Invalid,
  [GatewayErrorCode.MalformedRequest]: ErrorKind.Invalid,
  [GatewayErrorCode.UnsupportedContentType]: ErrorKind.UnsupportedMediaType,
  [GatewayErrorCode.BodyTooLarge]: ErrorKind.TooLarge,
  [GatewayErrorCode.NotSignedIn]: ErrorKind.Unauthenticated,
  [GatewayErrorCode.CsrfRefused]: ErrorKind.Forbidden,
  [GatewayErrorCode.RouteNotFound]: ErrorKind.NotFound,
  [GatewayErrorCode.PhotoTooLarge]: ErrorKind.TooLarge,
  [GatewayErrorCode.PhotoRefused]: ErrorKind.Invalid,
  [GatewayErrorCode.RateLimited]: ErrorKind.RateLimited,
  [GatewayErrorCode.Unavailable]: ErrorKind.Unavailable,
});

export { UNAVAILABLE_MESSAGE };
export const NOT_SIGNED_IN_MESSAGE = 'Not signed in';
export const ROUTE_NOT_FOUND_MESSAGE = 'Not found';

export const unavailable = () => gatewayErrors.error(GatewayErrorCode.Unavailable, UNAVAILABLE_MESSAGE);
export const notSignedIn = () => gatewayErrors.error(GatewayErrorCode.NotSignedIn, NOT_SIGNED_IN_MESSAGE);
export const CSRF_REFUSED_MESSAGE = 'Your session could not be verified. Please refresh the page and try again.';
export const csrfRefused = () => gatewayErrors.error(GatewayErrorCode.CsrfRefused, CSRF_REFUSED_MESSAGE);
