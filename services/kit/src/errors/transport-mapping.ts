import { ErrorKind, type DomainError, type FieldErrors } from './domain-error';

function unreachable(kind: never): never {
  throw new Error(`unmapped error kind ${String(kind)}`);
}

/** The HTTP status of each kind of error, for REST routes (services and the gateway's adapters alike). */
export function httpStatusOf(kind: ErrorKind): number {
  switch (kind) {
    case ErrorKind.Invalid:
      return 400;
    case ErrorKind.Unauthenticated:
      return 401;
    case ErrorKind.Forbidden:
      return 403;
    case ErrorKind.NotFound:
      return 404;
    case ErrorKind.Conflict:
      return 409;
    case ErrorKind.TooLarge:
      return 413;
    case ErrorKind.UnsupportedMediaType:
      return 415;
    case ErrorKind.RateLimited:
      return 429;
    case ErrorKind.Unavailable:
      return 503;
    default:
      return unreachable(kind);
  }
}

/** The `extensions.code` of each kind of error in a GraphQL response. */
export function graphqlCodeOf(kind: ErrorKind): string {
  switch (kind) {
    case ErrorKind.Invalid:
      return 'BAD_USER_INPUT';
    case ErrorKind.Unauthenticated:
      return 'UNAUTHENTICATED';
    case ErrorKind.Forbidden:
      return 'FORBIDDEN';
    case ErrorKind.NotFound:
      return 'NOT_FOUND';
    case ErrorKind.Conflict:
      return 'CONFLICT';
    case ErrorKind.TooLarge:
      return 'PAYLOAD_TOO_LARGE';
    case ErrorKind.UnsupportedMediaType:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case ErrorKind.RateLimited:
      return 'RATE_LIMITED';
    case ErrorKind.Unavailable:
      return 'SERVICE_UNAVAILABLE';
    default:
      return unreachable(kind);
  }
}

/** The kind a GraphQL `extensions.code` names, for a REST adapter answering from a graph's error; else undefined. */
export function kindOfGraphqlCode(code: unknown): ErrorKind | undefined {
  return Object.values(ErrorKind).find((kind) => graphqlCodeOf(kind) === code);
}

/** What a client receives for a domain error: the message, the module's code and any per-field messages. */
export interface ErrorBody {
  message: string;
  code: string;
  fieldErrors?: FieldErrors;
}

export function errorBodyOf(error: DomainError): ErrorBody {
  return error.fieldErrors
    ? { message: error.message, code: error.code, fieldErrors: error.fieldErrors }
    : { message: error.message, code: error.code };
}

/** The message every unexpected failure gets: never a stack trace or a library's own words. */
export const UNEXPECTED_ERROR_MESSAGE = 'Something went wrong. Please try again.';
