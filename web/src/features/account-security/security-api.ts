import { fetchJson } from '../../api/api-request';
import type { CurrentUser } from '../../api/current-user';

export function changePassword(
  currentPassword: string,
  newPassword: string,
): Promise<{ user: CurrentUser; message: string }> {
  return fetchJson('/api/auth/password/change', { method: 'POST', json: { currentPassword, newPassword } });
}
