import { ApiError, isRecord, parseJson } from '../../api/api-error';

/** The server's own message for a refusal (e.g. 'You cannot invite this member.'), or `fallback` when it gave none. */
export function serverMessageOr(error: unknown, fallback = 'Please try again.'): string {
  const body = error instanceof ApiError ? parseJson(error.body) : undefined;
  return isRecord(body) && typeof body.message === 'string' && body.message ? body.message : fallback;
}

/** The per-field messages of a 400 ({ fieldErrors: { title: '...' } }), or none. */
export function fieldErrorsOf(error: unknown): Record<string, unknown> {
  const body = error instanceof ApiError ? parseJson(error.body) : undefined;
  return isRecord(body) && isRecord(body.fieldErrors) ? body.fieldErrors : {};
}
