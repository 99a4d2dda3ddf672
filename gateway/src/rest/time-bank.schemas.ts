import { z } from 'zod';
import { COMMON_ERRORS, errorResponse, jsonResponse, noQuery } from '../errors/error-response.schema';

export const TIME_BANK_REASONS = ['starter', 'care_given', 'care_received'] as const;

export const timeBankSchema = z
  .object({
    balance: z.number().describe('The sum of every entry, in hours.'),
    heldHours: z.number().describe("Hours held by the member's pending and confirmed reciprocal requests."),
    availableHours: z.number().describe('What a new reciprocal request may spend: balance minus held hours.'),
    entries: z
      .array(
        z
          .object({
            id: z.string(),
            reason: z
              .enum(TIME_BANK_REASONS)
              .describe(
                'starter (on verification), care_given (credited as host) or care_received (debited as guest).',
              ),
            bookingId: z.string().nullable().describe('The completed booking that moved the hours; null for starter.'),
            hoursDelta: z.number().describe('Hours in (positive) or out (negative).'),
            createdAt: z.string(),
          })
          .meta({ id: 'TimeBankEntry' }),
      )
      .describe('Newest first (at most 100).'),
  })
  .meta({ id: 'TimeBank' });

export type TimeBankJson = z.infer<typeof timeBankSchema>;

export const timeBankRouteSchema = {
  summary:
    "The signed-in member's childcare time-bank: balance and history. Hours are earned by caring, never bought or cashed out",
  tags: ['bookings'],
  querystring: noQuery,
  response: {
    200: jsonResponse(timeBankSchema, 'The balance and its history.'),
    ...COMMON_ERRORS,
    401: errorResponse('Not signed in.'),
  },
};
