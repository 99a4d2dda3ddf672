import { fetchJson } from '../../api/api-request';
import type { TrustLevel } from '../../components/trust-badges';

/** The spec's matching list of service types. */
export const MATCHING_SERVICE_TYPES = [
  'childcare_sharing',
  'playdates',
  'holiday',
  'home_swapping',
  'pet_sitting',
  'wellbeing',
] as const;
export type MatchingServiceType = (typeof MATCHING_SERVICE_TYPES)[number];

export interface UserPreferences {
  serviceTypes: MatchingServiceType[];
  /** Miles. */
  maxDistance: number;
  minMatchScore: number;
  verifiedContactOnly: boolean;
}

export type MatchRunStatus = 'queued' | 'running' | 'done' | 'failed';

export interface MatchRun {
  id: string;
  status: MatchRunStatus;
  /** 0 to 1. */
  progress: number;
  matchesFound: number;
  requestedAt: string;
  finishedAt: string | null;
}

export const MATCH_FACTORS = [
  'locationCompatibility',
  'servicePreferences',
  'availabilityAlignment',
  'communicationStyle',
  'parentingStyle',
] as const;
export type MatchFactor = (typeof MATCH_FACTORS)[number];

export interface Match {
  id: string;
  status: 'pending' | 'accepted' | 'declined';
  myResponse: 'accepted' | 'declined' | null;
  matchScore: number;
  matchingFactors: Record<MatchFactor, number>;
  explanations: { factor: MatchFactor; score: number; explanation: string }[];
  createdAt: string;
  matchedAt: string | null;
  matchedUser: {
    memberId: string;
    firstName: string;
    lastInitial: string | null;
    profileImageUrl: string | null;
    area: string | null;
    isVerified: boolean;
    trustLevel: TrustLevel;
  };
}

export interface MatchStats {
  total: number;
  pending: number;
  mutual: number;
}

export interface MatchResults {
  matches: Match[];
  stats: MatchStats;
}

export type MatchResponse = 'accepted' | 'declined';

export interface AvailabilityRule {
  kind: 'alternate_weekends' | 'weekly';
  state: 'child_free' | 'with_children';
  startsOn: string | null;
  days: number[] | null;
  from: string | null;
  to: string | null;
}

export const USER_PREFERENCES_URL = '/api/user-preferences';
export const AVAILABILITY_URL = '/api/availability';
const MATCHING_URL = '/api/ai-matching';

export const getUserPreferences = (signal?: AbortSignal) =>
  fetchJson<UserPreferences>(USER_PREFERENCES_URL, { signal });

export const saveUserPreferences = (preferences: UserPreferences) =>
  fetchJson<UserPreferences>(USER_PREFERENCES_URL, { method: 'PUT', json: preferences });

export const generateMatches = () => fetchJson<MatchRun>(`${MATCHING_URL}/generate`, { method: 'POST' });

export const getLatestMatchRun = async (signal?: AbortSignal) =>
  (await fetchJson<{ run: MatchRun | null }>(`${MATCHING_URL}/runs/latest`, { signal })).run;

export const getMatchResults = (signal?: AbortSignal) => fetchJson<MatchResults>(`${MATCHING_URL}/results`, { signal });

export const respondToMatch = (matchId: string, response: MatchResponse) =>
  fetchJson<Match>(`${MATCHING_URL}/respond/${encodeURIComponent(matchId)}`, { method: 'POST', json: { response } });

export const getAvailability = async (signal?: AbortSignal) =>
  (await fetchJson<{ rules: AvailabilityRule[] }>(AVAILABILITY_URL, { signal })).rules;

export const saveAvailability = async (rules: AvailabilityRule[]) =>
  (await fetchJson<{ rules: AvailabilityRule[] }>(AVAILABILITY_URL, { method: 'PUT', json: { rules } })).rules;
