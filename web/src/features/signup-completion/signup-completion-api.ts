import { fetchJson } from '../../api/api-request';
import type { CurrentUser } from '../../api/current-user';

export function completeSignup(): Promise<{ user: CurrentUser }> {
  return fetchJson<{ user: CurrentUser }>('/api/complete-signup', { method: 'POST' });
}
