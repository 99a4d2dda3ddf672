import { z } from 'zod';

export const MAX_AVAILABILITY_RULES = 20;
export const AVAILABILITY_STATES = ['child_free', 'with_children'] as const;
export type AvailabilityState = (typeof AVAILABILITY_STATES)[number];

const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const DATE = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;
const WEEKLY_MESSAGE = 'A weekly time needs days and a start before its end';
const SATURDAY_MESSAGE = 'Alternate weekends start on a Saturday';

/** 'HH:MM' → minutes after midnight. */
export const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const isSaturday = (date: string): boolean => {
  if (!DATE.test(date)) return false;
  const day = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === date && day.getUTCDay() === 6;
};

const weeklyRule = z.object({
  kind: z.literal('weekly'),
  state: z.enum(AVAILABILITY_STATES),
  days: z
    .array(z.number().int().min(1, WEEKLY_MESSAGE).max(7, WEEKLY_MESSAGE), { error: WEEKLY_MESSAGE })
    .min(1, WEEKLY_MESSAGE)
    .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
  from: z.string({ error: WEEKLY_MESSAGE }).regex(TIME, WEEKLY_MESSAGE),
  to: z.string({ error: WEEKLY_MESSAGE }).regex(TIME, WEEKLY_MESSAGE),
});

const alternateWeekendsRule = z.object({
  kind: z.literal('alternate_weekends'),
  state: z.enum(AVAILABILITY_STATES),
  startsOn: z.string({ error: SATURDAY_MESSAGE }).refine(isSaturday, SATURDAY_MESSAGE),
});

export const availabilityRuleSchema = z
  .discriminatedUnion('kind', [weeklyRule, alternateWeekendsRule], {
    error: 'Choose weekly or alternate weekends',
  })
  .refine((rule) => rule.kind !== 'weekly' || minutesOf(rule.from) < minutesOf(rule.to), {
    message: WEEKLY_MESSAGE,
  });

export const availabilityRulesSchema = z.array(availabilityRuleSchema).max(MAX_AVAILABILITY_RULES, 'At most 20 times');

export type AvailabilityRule = z.infer<typeof availabilityRuleSchema>;
