import { fetchJson } from '../../api/api-request';
import type { CurrentUser } from '../../api/current-user';

export interface MfaSetup {
  qrCodeUrl: string;
  secret: string;
}

export const getMfaStatus = (): Promise<{ enabled: boolean }> => fetchJson('/api/mfa/status');

export const startMfaSetup = (): Promise<MfaSetup> => fetchJson('/api/mfa/setup', { method: 'POST' });

export const verifyMfa = (code: string): Promise<{ enabled: true; recoveryCodes: string[] }> =>
  fetchJson('/api/mfa/verify', { method: 'POST', json: { code } });

export const disableMfa = (code: string): Promise<{ enabled: false }> =>
  fetchJson('/api/mfa/disable', { method: 'POST', json: { code } });

/** The code step of a sign-in: the challenge itself travels in an httpOnly cookie. */
export const completeMfaChallenge = (
  proof: { code: string } | { recoveryCode: string },
): Promise<{ user: CurrentUser }> => fetchJson('/api/auth/mfa/challenge', { method: 'POST', json: proof });
