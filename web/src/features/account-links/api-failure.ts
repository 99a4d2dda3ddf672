import { ApiError, isRecord, parseJson } from '../../api/api-error';

/** The server's message for a person, or `fallback` when the failure was not the server's answer. */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.serverMessage() : fallback;
}

/** The server's message for one form field, when it named one. */
export function fieldFailure(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const parsed = parseJson(error.body);
  const fieldErrors = isRecord(parsed) && isRecord(parsed.fieldErrors) ? parsed.fieldErrors : {};
  const message = fieldErrors[field];
  return typeof message === 'string' ? message : undefined;
}
