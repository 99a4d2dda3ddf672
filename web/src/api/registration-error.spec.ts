import { fakeResponse, jsonResponse } from '../test/fake-response';
import { readRegistrationError, RegistrationError, registrationFailureMessage } from './registration-error';

describe('readRegistrationError', () => {
  it('uses the message field of a JSON body, with its field errors', async () => {
    const error = await readRegistrationError(
      jsonResponse(400, {
        message: 'Please check the form',
        fieldErrors: { email: 'Please enter a valid email address' },
      }),
    );
    expect(error.message).toBe('Please check the form');
    expect(error.fieldErrors).toEqual({ email: 'Please enter a valid email address' });
  });

  it('uses the default when JSON has no message', async () => {
    const error = await readRegistrationError(jsonResponse(409, {}));
    expect(error.message).toBe('Registration failed');
  });

  it('reports the status when the JSON cannot be read', async () => {
    const error = await readRegistrationError(
      fakeResponse({ status: 502, body: '<html>', contentType: 'application/json' }),
    );
    expect(error.message).toBe('Registration failed with status 502');
  });

  it('uses the body text when it is not JSON', async () => {
    const error = await readRegistrationError(
      fakeResponse({ status: 413, body: 'Payload too large', contentType: 'text/plain' }),
    );
    expect(error.message).toBe('Payload too large');
  });

  it('uses the default when the body is empty', async () => {
    const error = await readRegistrationError(fakeResponse({ status: 500 }));
    expect(error.message).toBe('Registration failed');
  });
});

describe('registrationFailureMessage', () => {
  it('shows server messages and hides unexpected errors', () => {
    expect(registrationFailureMessage(new RegistrationError(409, 'An account with this email already exists'))).toBe(
      'An account with this email already exists',
    );
    expect(registrationFailureMessage(new TypeError('Failed to fetch'))).toBe(
      'An unexpected error occurred during registration',
    );
  });
});
