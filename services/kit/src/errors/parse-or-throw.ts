import type { z } from 'zod';
import { DomainError, ErrorKind, type FieldErrors } from './domain-error';

export const VALIDATION_ERROR_CODE = 'VALIDATION';
export const DEFAULT_VALIDATION_MESSAGE = 'Please check the highlighted fields and try again.';

/** Field path as a form names it: `children.0.age`; the root is `_`. */
const fieldName = (path: readonly PropertyKey[]): string => (path.length ? path.map(String).join('.') : '_');

/**
 * Validates input with a zod schema and returns the parsed value, or throws an `Invalid` domain error whose
 * message is the first issue's (a schema states the spec's messages) and whose field errors hold one message per
 * field.
 */
export function parseOrThrow<S extends z.ZodType>(
  schema: S,
  input: unknown,
  options: { message?: string } = {},
): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const name = fieldName(issue.path);
    fieldErrors[name] ??= issue.message;
  }
  const message = options.message ?? result.error.issues[0]?.message ?? DEFAULT_VALIDATION_MESSAGE;
  throw new DomainError(VALIDATION_ERROR_CODE, ErrorKind.Invalid, message, fieldErrors);
}
