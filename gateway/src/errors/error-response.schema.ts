import { z } from 'zod';

/** Every error the gateway answers at /api: a message for a person, the module's code, per-field messages. */
export const errorResponseSchema = z
  .object({
    message: z.string().describe('Safe to show to the member.'),
    code: z.string().optional().describe("The failing module's error code, e.g. VALIDATION or EMAIL_TAKEN."),
    fieldErrors: z
      .record(z.string(), z.string())
      .optional()
      .describe("One message per form field, keyed by the field's name."),
    correlationId: z.string().optional().describe('Quote it when reporting an unexpected error.'),
    opensAt: z
      .string()
      .optional()
      .describe('CALL_NOT_OPEN only: when joining the video call opens (ISO 8601, 15 minutes before the start).'),
  })
  .meta({ id: 'Error' });

export type ErrorResponse = z.infer<typeof errorResponseSchema>;

const json = <S extends z.ZodType>(schema: S, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** A JSON response with its description (the OpenAPI document shows it). */
export const jsonResponse = json;

export const errorResponse = (description: string) => json(errorResponseSchema, description);

/** Errors any /api route can answer: something unexpected, or a part of Village being down. */
export const COMMON_ERRORS = {
  500: errorResponse('Something unexpected went wrong; the body carries a correlation id, never the cause.'),
  503: errorResponse('A part of Village is down or too slow; try again shortly.'),
};

/** Errors of routes that accept input and change state (CSRF gate, malformed input, rate limits). */
export const WRITE_ERRORS = {
  ...COMMON_ERRORS,
  400: errorResponse('The request is malformed or a field is invalid (see fieldErrors).'),
  403: errorResponse('The CSRF token header is missing or does not match the cookie.'),
  429: errorResponse('Too many requests from this address or account; the Retry-After header says when to retry.'),
};

/** Any text a form sends: refuses control characters (a NUL byte cannot be stored), bounds the length. */
export function formText(label: string, max: number, options: { missing?: string } = {}) {
  return z
    .string({ error: options.missing ?? `${label} must be text` })
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !CONTROL_CHARACTERS.test(value), `${label} contains characters that are not allowed`);
}

// Tab, line feed and carriage return are allowed; every other C0 control character and DEL are not.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The routes that take no input still say so, so that every route's request is described. */
export const noQuery = z.object({}).describe('This route takes no query parameters.');
