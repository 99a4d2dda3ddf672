import { z } from 'zod';
import {
  COMMON_ERRORS,
  errorResponse,
  formText,
  jsonResponse,
  noQuery,
  WRITE_ERRORS,
} from '../errors/error-response.schema';
import { bookingIdParams } from './bookings.schemas';

export const safetyPlanSchema = z
  .object({
    id: z.string(),
    bookingId: z.string(),
    contactName: z.string(),
    contactEmail: z.string(),
    meetingNote: z.string().nullable().describe('Where exactly to meet, as the member typed it.'),
    checkInAt: z.string().nullable().describe('When the member will check in (ISO 8601); null when no timer is set.'),
    status: z.string().describe('active, checked_in, alerted (the contact was emailed) or cancelled.'),
    who: z
      .string()
      .describe("The other member's first name and last initial ('Hana K.'): all the contact is told of them."),
    where: z.string().describe('The service and its district (never the exact address).'),
    when: z.string().describe("The booking's day, and time when the service has one."),
    createdAt: z.string(),
    actions: z
      .array(z.object({ action: z.string().describe('shared, checked_in, cancelled or alerted.'), at: z.string() }))
      .describe('What happened to the plan, oldest first.'),
  })
  .meta({ id: 'SafetyPlan' });

export type SafetyPlanJson = z.infer<typeof safetyPlanSchema>;

export const bookingSafetySchema = z
  .object({
    canShare: z.boolean().describe('Whether the member may share a new plan now.'),
    reason: z.string().nullable().describe('Why the booking cannot have a plan; null when it can.'),
    plan: safetyPlanSchema.nullable().describe("The member's newest plan for the booking."),
  })
  .meta({ id: 'BookingSafety' });

export type BookingSafetyJson = z.infer<typeof bookingSafetySchema>;

export const shareSafetyPlanBodySchema = z.object(
  {
    contactName: formText('Name', 1000, { missing: "Enter your contact's name" }).describe('Up to 100 characters.'),
    contactEmail: formText('Email', 1000, { missing: 'Enter a valid email address' }),
    meetingNote: formText('Meeting place', 1000).nullable().optional().describe('Up to 200 characters.'),
    checkInAt: z
      .union([z.iso.datetime({ offset: true, error: 'Choose a valid check-in time' }), z.literal(''), z.null()], {
        error: 'Choose a valid check-in time',
      })
      .optional()
      .describe('When the member will check in (ISO 8601): after now and within 24 hours of the booking.'),
  },
  { error: 'Send the plan as a JSON object.' },
);

export type ShareSafetyPlanBody = z.infer<typeof shareSafetyPlanBodySchema>;

const NOT_THEIRS = 'No such booking, or not one of which the caller is the guest or the host.';

export const bookingSafetyRouteSchema = {
  summary: "A booking's safe-first-meeting state: whether a plan can be shared, and the caller's newest plan",
  tags: ['bookings'],
  params: bookingIdParams,
  querystring: noQuery,
  response: {
    200: jsonResponse(bookingSafetySchema, "The caller's plan (never the other side's)."),
    ...COMMON_ERRORS,
    401: errorResponse('Not signed in.'),
    404: errorResponse(NOT_THEIRS),
  },
};

export const shareSafetyPlanRouteSchema = {
  summary:
    'Shares the plan of a confirmed first meeting with a trusted contact (emailed at once), with a check-in time',
  tags: ['bookings'],
  params: bookingIdParams,
  body: shareSafetyPlanBodySchema,
  response: {
    201: jsonResponse(safetyPlanSchema, 'Shared: the contact is emailed.'),
    ...WRITE_ERRORS,
    400: errorResponse('A field is invalid (see fieldErrors): nothing is shared.'),
    401: errorResponse('Not signed in.'),
    404: errorResponse(NOT_THEIRS),
    409: errorResponse(
      'The booking is not a confirmed first meeting in person, or the caller already has an active plan for it.',
    ),
  },
};

export const safetyPlanIdParams = z.object({ id: z.string().max(100) });

const planChangeRoute = (summary: string) => ({
  summary,
  tags: ['bookings'],
  params: safetyPlanIdParams,
  body: z.unknown().optional().describe('Nothing is read from the body.'),
  response: {
    200: jsonResponse(safetyPlanSchema, 'The plan with its new status.'),
    ...WRITE_ERRORS,
    401: errorResponse('Not signed in.'),
    404: errorResponse('No such plan, or not one the caller made.'),
    409: errorResponse('The plan is no longer active (checked in, cancelled, or the contact was already emailed).'),
  },
});

export const checkInSafetyPlanRouteSchema = planChangeRoute(
  "'I'm safe': the caller checks in; the contact is not alerted",
);
export const cancelSafetyPlanRouteSchema = planChangeRoute('The caller cancels their plan; the contact is not alerted');
