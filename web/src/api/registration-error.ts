import { isRecord } from './api-error';

export const DEFAULT_REGISTRATION_MESSAGE = 'Registration failed';
export const UNEXPECTED_REGISTRATION_MESSAGE = 'An unexpected error occurred during registration';

export type FieldErrors = Record<string, string>;

export class RegistrationError extends Error {
  readonly status: number;
  readonly fieldErrors: FieldErrors;

  constructor(status: number, message: string, fieldErrors: FieldErrors = {}) {
    super(message);
    this.name = 'RegistrationError';
    this.status = status;
    this.fieldErrors = fieldErrors;
  }
}

export async function readRegistrationError(response: Response): Promise<RegistrationError> {
  const contentType = response.headers.get('content-type') ?? '';

  if (contentType.includes('application/json')) {
    try {
      const data: unknown = await response.json();
      const message =
        isRecord(data) && typeof data.message === 'string' && data.message
          ? data.message
          : DEFAULT_REGISTRATION_MESSAGE;
      return new RegistrationError(response.status, message, readFieldErrors(data));
    } catch {
      return new RegistrationError(response.status, `Registration failed with status ${response.status}`);
    }
  }

  const text = await response.text().catch(() => '');
  return new RegistrationError(response.status, text || DEFAULT_REGISTRATION_MESSAGE);
}

export function registrationFailureMessage(error: unknown): string {
  return error instanceof RegistrationError ? error.message : UNEXPECTED_REGISTRATION_MESSAGE;
}

function readFieldErrors(data: unknown): FieldErrors {
  if (!isRecord(data) || !isRecord(data.fieldErrors)) {
    return {};
  }
  const errors: FieldErrors = {};
  for (const [field, message] of Object.entries(data.fieldErrors)) {
    if (typeof message === 'string' && message) {
      errors[field] = message;
    }
  }
  return errors;
}
