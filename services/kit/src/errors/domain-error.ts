/**
 * What kind of failure an error is: the one thing a transport needs to know to answer it. Each module names its
 * own errors in a code enum and maps every code to a kind once (`defineErrors`); each transport maps every kind
 * once (`httpStatusOf`, `graphqlCodeOf`).
 */
export enum ErrorKind {
  Invalid = 'INVALID',
  Unauthenticated = 'UNAUTHENTICATED',
  Forbidden = 'FORBIDDEN',
  NotFound = 'NOT_FOUND',
  Conflict = 'CONFLICT',
  TooLarge = 'TOO_LARGE',
  UnsupportedMediaType = 'UNSUPPORTED_MEDIA_TYPE',
  RateLimited = 'RATE_LIMITED',
  Unavailable = 'UNAVAILABLE',
}

/** Per-field messages for a form, keyed by the field's name. */
export type FieldErrors = Record<string, string>;

/** A failure the caller can act on: its message is meant for a person and is safe to show. */
export class DomainError<Code extends string = string> extends Error {
  constructor(
    readonly code: Code,
    readonly kind: ErrorKind,
    message: string,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** Whether an error is a domain error (of any module). */
export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}

export interface ModuleErrors<Code extends string> {
  /** Builds the error for a code; its kind comes from the module's table. */
  error(code: Code, message: string, fieldErrors?: FieldErrors): DomainError<Code>;
  /** Whether an error is one of this module's. */
  owns(error: unknown): error is DomainError<Code>;
}

/**
 * Declares a module's errors: a table from every code of its enum to a kind. The `Record` makes the table
 * exhaustive: adding a code without a kind does not compile.
 */
export function defineErrors<Code extends string>(kinds: Record<Code, ErrorKind>): ModuleErrors<Code> {
  const codes = new Set<string>(Object.keys(kinds));
  return {
    error: (code, message, fieldErrors) => new DomainError(code, kinds[code], message, fieldErrors),
    owns: (error): error is DomainError<Code> => isDomainError(error) && codes.has(error.code),
  };
}
