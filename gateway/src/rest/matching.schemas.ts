import { z } from 'zod';
import { COMMON_ERRORS, errorResponse, jsonResponse, noQuery, WRITE_ERRORS } from '../errors/error-response.schema';
import { trustLevelSchema } from './current-user.schema';

/** The spec's matching list of service types. */
export const MATCHING_SERVICE_TYPES = [
  'childcare_sharing',
  'playdates',
  'holiday',
  'home_swapping',
  'pet_sitting',
  'wellbeing',
] as const;

export const MATCHING_MESSAGES = {
  serviceTypes: 'Choose at least one service type',
  maxDistance: 'Distance must be between 1 and 50 miles',
  minMatchScore: 'Minimum score must be between 0.5 and 1 in steps of 0.05',
  response: 'Choose accepted or declined',
  weekly: 'A weekly time needs days and a start before its end',
  alternateWeekends: 'Alternate weekends start on a Saturday',
  tooManyRules: 'At most 20 times',
} as const;

export const MAX_AVAILABILITY_RULES = 20;

const SCORE_STEPS_PER_UNIT = 20;
const onScoreStep = (score: number) =>
  Math.abs(score * SCORE_STEPS_PER_UNIT - Math.round(score * SCORE_STEPS_PER_UNIT)) < 1e-9;

export const userPreferencesSchema = z
  .object({
    serviceTypes: z.array(z.enum(MATCHING_SERVICE_TYPES)),
    maxDistance: z.number().int().describe('Miles.'),
    minMatchScore: z.number(),
    verifiedContactOnly: z.boolean().describe('Only verified members may contact me.'),
  })
  .meta({ id: 'UserPreferences' });

export type UserPreferencesJson = z.infer<typeof userPreferencesSchema>;

export const userPreferencesBodySchema = z
  .object(
    {
      serviceTypes: z
        .array(z.enum(MATCHING_SERVICE_TYPES, { error: MATCHING_MESSAGES.serviceTypes }), {
          error: MATCHING_MESSAGES.serviceTypes,
        })
        .min(1, MATCHING_MESSAGES.serviceTypes)
        .max(MATCHING_SERVICE_TYPES.length, MATCHING_MESSAGES.serviceTypes),
      maxDistance: z
        .number({ error: MATCHING_MESSAGES.maxDistance })
        .int(MATCHING_MESSAGES.maxDistance)
        .min(1, MATCHING_MESSAGES.maxDistance)
        .max(50, MATCHING_MESSAGES.maxDistance)
        .describe('Miles, 1 to 50.'),
      minMatchScore: z
        .number({ error: MATCHING_MESSAGES.minMatchScore })
        .min(0.5, MATCHING_MESSAGES.minMatchScore)
        .max(1, MATCHING_MESSAGES.minMatchScore)
        .refine(onScoreStep, MATCHING_MESSAGES.minMatchScore)
        .describe('0.5 to 1 in steps of 0.05.'),
      verifiedContactOnly: z.boolean({ error: 'Say whether only verified members may contact you' }),
    },
    { error: 'Send the preferences as a JSON object.' },
  )
  .meta({ id: 'UserPreferencesForm' });

export const matchRunSchema = z
  .object({
    id: z.string(),
    status: z.enum(['queued', 'running', 'done', 'failed']),
    progress: z.number().describe('0 to 1.'),
    matchesFound: z.number().int(),
    requestedAt: z.string(),
    finishedAt: z.string().nullable(),
  })
  .meta({ id: 'MatchRun' });

export type MatchRunJson = z.infer<typeof matchRunSchema>;

const FACTOR_KEYS = [
  'locationCompatibility',
  'servicePreferences',
  'availabilityAlignment',
  'communicationStyle',
  'parentingStyle',
] as const;

export const matchSchema = z
  .object({
    id: z.string(),
    status: z
      .enum(['pending', 'accepted', 'declined'])
      .describe('accepted: both members accepted (mutual). A match the other member declined is not listed.'),
    myResponse: z.enum(['accepted', 'declined']).nullable(),
    matchScore: z.number().describe('0 to 1.'),
    matchingFactors: z
      .object({
        locationCompatibility: z.number(),
        servicePreferences: z.number(),
        availabilityAlignment: z.number(),
        communicationStyle: z.number(),
        parentingStyle: z.number(),
      })
      .describe('Each factor 0 to 1.'),
    explanations: z.array(z.object({ factor: z.enum(FACTOR_KEYS), score: z.number(), explanation: z.string() })),
    createdAt: z.string(),
    matchedAt: z.string().nullable().describe('When both members had accepted.'),
    matchedUser: z
      .object({
        memberId: z.string(),
        firstName: z.string(),
        lastInitial: z.string().nullable(),
        profileImageUrl: z.string().nullable(),
        area: z.string().nullable().describe('The area only, never an exact location.'),
        isVerified: z.boolean(),
        trustLevel: trustLevelSchema,
      })
      .describe('What the other member shows of themselves.'),
  })
  .meta({ id: 'Match' });

export type MatchJson = z.infer<typeof matchSchema>;

const statsSchema = z.object({ total: z.number().int(), pending: z.number().int(), mutual: z.number().int() });

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, MATCHING_MESSAGES.weekly);
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, MATCHING_MESSAGES.alternateWeekends);

const SATURDAY = 6;
const isSaturday = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day) && date.getUTCDay() === SATURDAY;
};

export const availabilityRuleSchema = z
  .object({
    kind: z.enum(['alternate_weekends', 'weekly']),
    state: z.enum(['child_free', 'with_children']),
    startsOn: z.string().nullable().describe("alternate_weekends: a Saturday, 'YYYY-MM-DD'."),
    days: z.array(z.number().int()).nullable().describe('weekly: 1 = Monday to 7 = Sunday.'),
    from: z.string().nullable().describe("weekly: 'HH:MM', Europe/London."),
    to: z.string().nullable(),
  })
  .meta({ id: 'AvailabilityRule' });

export type AvailabilityRuleJson = z.infer<typeof availabilityRuleSchema>;

const availabilityRuleInputSchema = z
  .object({
    kind: z.enum(['alternate_weekends', 'weekly'], { error: 'Choose alternate weekends or a weekly time' }),
    state: z.enum(['child_free', 'with_children'], { error: 'Choose child-free or with the children' }),
    startsOn: isoDay.nullish(),
    days: z.array(z.number().int().min(1, MATCHING_MESSAGES.weekly).max(7, MATCHING_MESSAGES.weekly)).nullish(),
    from: clockTime.nullish(),
    to: clockTime.nullish(),
  })
  .superRefine((rule, context) => {
    if (rule.kind === 'alternate_weekends' && !(rule.startsOn && isSaturday(rule.startsOn))) {
      context.addIssue({ code: 'custom', path: ['startsOn'], message: MATCHING_MESSAGES.alternateWeekends });
    }
    if (rule.kind === 'weekly' && !(rule.days?.length && rule.from && rule.to && rule.from < rule.to)) {
      context.addIssue({ code: 'custom', path: ['days'], message: MATCHING_MESSAGES.weekly });
    }
  });

export const availabilityBodySchema = z
  .object(
    {
      rules: z
        .array(availabilityRuleInputSchema, { error: 'Send the times as a list' })
        .max(MAX_AVAILABILITY_RULES, MATCHING_MESSAGES.tooManyRules),
    },
    { error: 'Send the times as a JSON object.' },
  )
  .meta({ id: 'AvailabilityForm' });

export const matchIdParams = z.object({ matchId: z.string().max(100) });

const NOT_SIGNED_IN = { 401: errorResponse('Not signed in.') };

export const getPreferencesRouteSchema = {
  summary: "The member's own matching preferences (the defaults until saved)",
  tags: ['matching'],
  querystring: noQuery,
  response: {
    200: jsonResponse(userPreferencesSchema, 'The preferences.'),
    ...COMMON_ERRORS,
    ...NOT_SIGNED_IN,
  },
};

export const putPreferencesRouteSchema = {
  summary: "Saves the member's matching preferences",
  tags: ['matching'],
  body: userPreferencesBodySchema,
  response: {
    200: jsonResponse(userPreferencesSchema, 'The preferences as saved.'),
    ...WRITE_ERRORS,
    ...NOT_SIGNED_IN,
  },
};

export const generateMatchesRouteSchema = {
  summary: 'Queues a matching run for the member; poll /api/ai-matching/runs/latest until it is done',
  tags: ['matching'],
  body: z.unknown().optional().describe('Nothing is read from the body.'),
  response: {
    202: jsonResponse(matchRunSchema, 'The run, queued.'),
    ...WRITE_ERRORS,
    ...NOT_SIGNED_IN,
  },
};

export const latestMatchRunRouteSchema = {
  summary: "The member's latest matching run, or null before the first",
  tags: ['matching'],
  querystring: noQuery,
  response: {
    200: jsonResponse(z.object({ run: matchRunSchema.nullable() }), 'The latest run.'),
    ...COMMON_ERRORS,
    ...NOT_SIGNED_IN,
  },
};

export const matchResultsRouteSchema = {
  summary: "The member's matches, each with its factors explained, and their counts",
  tags: ['matching'],
  querystring: noQuery,
  response: {
    200: jsonResponse(z.object({ matches: z.array(matchSchema), stats: statsSchema }), 'The matches.'),
    ...COMMON_ERRORS,
    ...NOT_SIGNED_IN,
  },
};

export const respondToMatchRouteSchema = {
  summary: 'Accepts or declines one of the member’s matches',
  tags: ['matching'],
  params: matchIdParams,
  body: z
    .object(
      { response: z.enum(['accepted', 'declined'], { error: MATCHING_MESSAGES.response }) },
      { error: MATCHING_MESSAGES.response },
    )
    .meta({ id: 'MatchResponseForm' }),
  response: {
    200: jsonResponse(matchSchema, 'The match with the response recorded.'),
    ...WRITE_ERRORS,
    ...NOT_SIGNED_IN,
    403: errorResponse(
      'The CSRF token is missing, or the other member accepts contact from verified members only and the caller is not verified.',
    ),
    404: errorResponse('No such match among the member’s own.'),
  },
};

export const getAvailabilityRouteSchema = {
  summary: 'When the member is child-free or has the children',
  tags: ['matching'],
  querystring: noQuery,
  response: {
    200: jsonResponse(z.object({ rules: z.array(availabilityRuleSchema) }), 'The rules.'),
    ...COMMON_ERRORS,
    ...NOT_SIGNED_IN,
  },
};

export const putAvailabilityRouteSchema = {
  summary: "Replaces the member's availability rules (at most 20)",
  tags: ['matching'],
  body: availabilityBodySchema,
  response: {
    200: jsonResponse(z.object({ rules: z.array(availabilityRuleSchema) }), 'The rules as saved.'),
    ...WRITE_ERRORS,
    ...NOT_SIGNED_IN,
  },
};
