import { fetchJson } from '../../api/api-request';

/** Confirms the address with the token of the emailed link (POST: opening the page never uses the token up). */
export function confirmEmail(token: string): Promise<{ emailConfirmed: true }> {
  return fetchJson('/api/auth/email/confirm', { method: 'POST', json: { token } });
}

/** Asks for a new confirmation email for the signed-in member. */
export function resendConfirmationEmail(): Promise<{ message: string }> {
  return fetchJson('/api/auth/email/resend', { method: 'POST', json: {} });
}
