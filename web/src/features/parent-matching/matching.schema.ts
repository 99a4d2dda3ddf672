import { z } from 'zod';
import { MATCHING_SERVICE_TYPES } from './parent-matching-api';

export const DISTANCE_RANGE = { min: 1, max: 50, step: 1 } as const;
export const SCORE_RANGE = { min: 0.5, max: 1, step: 0.05 } as const;
export const MAX_AVAILABILITY_RULES = 20;

export const MATCHING_MESSAGES = {
  serviceTypes: 'Choose at least one service type',
  maxDistance: 'Distance must be between 1 and 50 miles',
  minMatchScore: 'Minimum score must be between 0.5 and 1 in steps of 0.05',
  weekly: 'A weekly time needs days and a start before its end',
  alternateWeekends: 'Alternate weekends start on a Saturday',
  tooManyRules: 'At most 20 times',
} as const;

const STEPS_PER_UNIT = Math.round(1 / SCORE_RANGE.step);

/** A score moved to its nearest step, as an exact two-place number (0.7, never 0.7000000000000001). */
export const onScoreStep = (score: number) => Math.round(score * STEPS_PER_UNIT) / STEPS_PER_UNIT;

export const preferencesFormSchema = z.object({
  serviceTypes: z.array(z.enum(MATCHING_SERVICE_TYPES)).min(1, MATCHING_MESSAGES.serviceTypes),
  maxDistance: z
    .number()
    .int(MATCHING_MESSAGES.maxDistance)
    .min(DISTANCE_RANGE.min, MATCHING_MESSAGES.maxDistance)
    .max(DISTANCE_RANGE.max, MATCHING_MESSAGES.maxDistance),
  minMatchScore: z
    .number()
    .min(SCORE_RANGE.min, MATCHING_MESSAGES.minMatchScore)
    .max(SCORE_RANGE.max, MATCHING_MESSAGES.minMatchScore)
    .refine((score) => Math.abs(onScoreStep(score) - score) < 1e-9, MATCHING_MESSAGES.minMatchScore),
  verifiedContactOnly: z.boolean(),
});

export type PreferencesFormValues = z.infer<typeof preferencesFormSchema>;

/** A Saturday as 'YYYY-MM-DD' (the calendar day itself, whatever the browser's time zone). */
export function isSaturday(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day) && date.getUTCDay() === 6;
}

const ruleFormSchema = z
  .object({
    kind: z.enum(['alternate_weekends', 'weekly']),
    state: z.enum(['child_free', 'with_children']),
    startsOn: z.string(),
    days: z.array(z.number().int().min(1).max(7)),
    from: z.string(),
    to: z.string(),
  })
  .superRefine((rule, context) => {
    if (rule.kind === 'alternate_weekends' && !isSaturday(rule.startsOn)) {
      context.addIssue({ code: 'custom', path: ['startsOn'], message: MATCHING_MESSAGES.alternateWeekends });
    }
    if (rule.kind === 'weekly') {
      if (rule.days.length === 0) {
        context.addIssue({ code: 'custom', path: ['days'], message: MATCHING_MESSAGES.weekly });
      } else if (!(rule.from && rule.to && rule.from < rule.to)) {
        context.addIssue({ code: 'custom', path: ['to'], message: MATCHING_MESSAGES.weekly });
      }
    }
  });

export const availabilityFormSchema = z.object({
  rules: z.array(ruleFormSchema).max(MAX_AVAILABILITY_RULES, MATCHING_MESSAGES.tooManyRules),
});

export type AvailabilityFormValues = z.infer<typeof availabilityFormSchema>;
export type AvailabilityRuleFormValues = AvailabilityFormValues['rules'][number];
