import { fetchJson } from '../../api/api-request';
import type { EnhancedProfile } from './enhanced-profile.schema';

export const ENHANCED_PROFILE_URL = '/api/profile/enhanced';

export const getEnhancedProfile = (signal?: AbortSignal): Promise<EnhancedProfile> =>
  fetchJson<EnhancedProfile>(ENHANCED_PROFILE_URL, { signal });

/** The profile as saved: the phone number as the member wrote it (identity answers it in E.164), null clears it. */
export const saveEnhancedProfile = (profile: EnhancedProfile): Promise<EnhancedProfile> =>
  fetchJson<EnhancedProfile>(ENHANCED_PROFILE_URL, { method: 'PUT', json: profile });
