import { z } from 'zod';
import { COMMON_ERRORS, errorResponse, jsonResponse, noQuery, WRITE_ERRORS } from '../errors/error-response.schema';

export const commissionSettingSchema = z
  .object({
    serviceType: z.string().describe('One of the seven current service type keys.'),
    rate: z.string().describe('A fraction from 0 to 1 with two decimals, e.g. "0.13" for 13%.'),
    isDefault: z.boolean().describe('True when no admin has set this type and the default 13% applies.'),
    updatedAt: z.string().nullable().describe('When an admin last set it (null for the default).'),
  })
  .meta({ id: 'CommissionSetting' });

export const commissionRateBodySchema = z
  .object(
    {
      serviceType: z.string({ error: 'Service type is required' }),
      rate: z.number({ error: 'Rate is required' }).describe('A fraction from 0 to 1, at most two decimals.'),
    },
    { error: 'Send the commission setting as a JSON object.' },
  )
  .describe('The rate of one service type; bookings checks the type, the range and the decimals.');

const NOT_ADMIN = {
  401: errorResponse('Not signed in.'),
  403: errorResponse('Not an admin ("You don\'t have permission to access this page."), or a missing CSRF token.'),
};

export const getCommissionSettingsRouteSchema = {
  summary: 'The commission rate of each service type (admins only)',
  tags: ['admin'],
  querystring: noQuery,
  response: {
    200: jsonResponse(z.object({ settings: z.array(commissionSettingSchema) }), 'The seven types and their rates.'),
    ...COMMON_ERRORS,
    ...NOT_ADMIN,
  },
};

export const postCommissionSettingRouteSchema = {
  summary: 'Sets the commission rate of one service type (admins only)',
  tags: ['admin'],
  body: commissionRateBodySchema,
  response: {
    200: jsonResponse(commissionSettingSchema, 'Saved: the setting as it now is.'),
    ...WRITE_ERRORS,
    ...NOT_ADMIN,
    415: errorResponse('The body was not sent as application/json.'),
  },
};
