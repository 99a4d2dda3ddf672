import { z } from 'zod';
import { MATCHING_SERVICE_TYPES } from './service-types';

export const MIN_DISTANCE_MILES = 1;
export const MAX_DISTANCE_MILES = 50;
export const LOWEST_MIN_SCORE = 0.5;
export const MIN_SCORE_STEP = 0.05;

export interface MatchingPreferences {
  serviceTypes: string[];
  maxDistanceMiles: number;
  minMatchScore: number;
  verifiedContactOnly: boolean;
}

/** What a member who never saved preferences gets: every type, 10 miles, 70%, anyone. */
export const DEFAULT_PREFERENCES: MatchingPreferences = {
  serviceTypes: [...MATCHING_SERVICE_TYPES],
  maxDistanceMiles: 10,
  minMatchScore: 0.7,
  verifiedContactOnly: false,
};

const onScoreStep = (score: number): boolean => {
  const steps = (score - LOWEST_MIN_SCORE) / MIN_SCORE_STEP;
  return Math.abs(steps - Math.round(steps)) < 1e-6;
};

export const matchingPreferencesSchema = z.object({
  serviceTypes: z
    .array(z.enum(MATCHING_SERVICE_TYPES, { error: 'Choose at least one service type' }))
    .min(1, 'Choose at least one service type')
    .transform((types) => MATCHING_SERVICE_TYPES.filter((type) => types.includes(type))),
  maxDistanceMiles: z
    .number()
    .int('Distance must be between 1 and 50 miles')
    .min(MIN_DISTANCE_MILES, 'Distance must be between 1 and 50 miles')
    .max(MAX_DISTANCE_MILES, 'Distance must be between 1 and 50 miles'),
  minMatchScore: z
    .number()
    .min(LOWEST_MIN_SCORE, 'Minimum score must be between 0.5 and 1 in steps of 0.05')
    .max(1, 'Minimum score must be between 0.5 and 1 in steps of 0.05')
    .refine(onScoreStep, 'Minimum score must be between 0.5 and 1 in steps of 0.05')
    .transform((score) => Math.round(score * 100) / 100),
  verifiedContactOnly: z.boolean(),
});
