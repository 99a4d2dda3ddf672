import { DomainError, ErrorKind } from './domain-error';

/** What a member reads while a part Village depends on (its database, object storage) is down or restarting. */
export const UNAVAILABLE_MESSAGE = 'Village is briefly unavailable. Please try again in a moment.';

/** Socket errors of a connection to a dependency that is not there (refused, reset, unreachable, timed out). */
const CONNECTION_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs of a server that cannot serve now: class 08 (connection exception), 57P01–57P03 (shut down,
 * crashed, starting up) and 53300 (too many connections).
 */
const POSTGRES_UNAVAILABLE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/** node-postgres reports a connection lost under a query, or a pool that cannot connect in time, by message only. */
const POSTGRES_CONNECTION_LOST = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /^Client has encountered a connection error/,
  /^Connection ended unexpectedly/,
];

const MAX_DEPTH = 4;

/**
 * Whether an error means a dependency is unreachable rather than that the code is wrong: the service answers 503
 * (try again) instead of 500. Looks through TypeORM's `driverError`, `cause` and an AggregateError's `errors`.
 */
export function isDependencyUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > MAX_DEPTH) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (CONNECTION_ERRORS.has(code) || POSTGRES_UNAVAILABLE.test(code))) return true;
  if (POSTGRES_CONNECTION_LOST.some((pattern) => pattern.test(error.message))) return true;
  const nested = [
    (error as { driverError?: unknown }).driverError,
    error.cause,
    ...(error instanceof AggregateError ? (error.errors as unknown[]) : []),
  ];
  return nested.some((inner) => isDependencyUnavailable(inner, depth + 1));
}

/** The domain error a transport answers for an unreachable dependency (HTTP 503, GraphQL SERVICE_UNAVAILABLE). */
export function dependencyUnavailable(): DomainError<'DEPENDENCY_UNAVAILABLE'> {
  return new DomainError('DEPENDENCY_UNAVAILABLE', ErrorKind.Unavailable, UNAVAILABLE_MESSAGE);
}
