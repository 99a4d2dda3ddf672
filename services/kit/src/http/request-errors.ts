import { defineErrors, ErrorKind } from '../errors/domain-error';

/** Requests the kit refuses before any route sees them. */
export enum RequestErrorCode {
  InvalidJson = 'INVALID_JSON',
}

export const requestErrors = defineErrors<RequestErrorCode>({
  [RequestErrorCode.InvalidJson]: ErrorKind.Invalid,
});

export const INVALID_JSON_MESSAGE = 'The request body is not valid JSON.';

/**
 * What a client reads for a request the HTTP framework itself refused (Nest passes those on as an `HttpException`
 * carrying the framework's own words, which never reach a client).
 */
export function refusedRequestMessage(status: number): string {
  switch (status) {
    case 400:
      return 'The request could not be read.';
    case 404:
      return 'Not found';
    case 413:
      return 'The request body is too large.';
    case 415:
      return 'This content type is not supported.';
    default:
      return 'The request could not be processed.';
  }
}
