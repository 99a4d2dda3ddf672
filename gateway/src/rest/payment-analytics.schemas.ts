import { z } from 'zod';
import { COMMON_ERRORS, errorResponse, jsonResponse, noQuery } from '../errors/error-response.schema';

const pence = (what: string) => z.number().int().describe(`${what} Whole pence (GBP), computed from the ledger.`);

export const analyticsServiceSchema = z
  .object({
    serviceId: z.string(),
    title: z.string(),
    type: z.string().describe('One of the service type keys.'),
    amountMinor: pence('What guests paid for it, net of refunds.'),
    earnedMinor: pence('What the host earned from it, net of refunds.'),
    commissionMinor: pence("The platform's commission on it, net of refunds."),
    paidBookings: z.number().int().describe('How many of its bookings were charged.'),
  })
  .meta({ id: 'AnalyticsService' });

export const analyticsTransactionSchema = z
  .object({
    id: z.string().describe('The payment id.'),
    serviceTitle: z.string().nullable(),
    serviceType: z.string(),
    amountMinor: pence('What the guest paid, net of refunds.'),
    commissionMinor: pence("The platform's commission, net of refunds."),
    date: z.string().describe('When it was charged (ISO 8601).'),
    status: z.string().describe('captured, partially_refunded or refunded.'),
    role: z
      .enum(['earning', 'spending'])
      .nullable()
      .describe("'earning' when the caller is its host, 'spending' when its guest; null in the platform's view."),
  })
  .meta({ id: 'AnalyticsTransaction' });

const month = (figures: Record<string, z.ZodNumber>) =>
  z.object({ month: z.string().describe("'YYYY-MM', a month in Europe/London."), ...figures });

export const memberPaymentAnalyticsSchema = z
  .object({
    earnedMinor: pence('Earned as a host after commission, net of refunds.'),
    spentMinor: pence('Spent as a guest, net of refunds.'),
    commissionPaidMinor: pence("Commission the platform kept from the member's earnings."),
    paidBookings: z.number().int().describe('Bookings, as guest or host, that were charged.'),
    months: z
      .array(month({ earnedMinor: pence('Earned that month.'), spentMinor: pence('Spent that month.') }))
      .describe('The last twelve months, oldest first, zero-filled.'),
    topServices: z.array(analyticsServiceSchema).describe("The member's services by earnings, at most five."),
    recentTransactions: z
      .array(analyticsTransactionSchema)
      .describe('The ten newest payments the member took part in.'),
  })
  .meta({ id: 'MemberPaymentAnalytics' });

export const platformPaymentAnalyticsSchema = z
  .object({
    volumeMinor: pence('What guests paid, net of refunds.'),
    commissionMinor: pence("The platform's commission, net of refunds."),
    hostEarningsMinor: pence('What hosts earned after commission, net of refunds.'),
    paidOutMinor: pence("Of the hosts' earnings, what has been paid out."),
    paidBookings: z.number().int().describe('Bookings that were charged.'),
    months: z
      .array(month({ volumeMinor: pence('Volume that month.'), commissionMinor: pence('Commission that month.') }))
      .describe('The last twelve months, oldest first, zero-filled.'),
    topServices: z.array(analyticsServiceSchema).describe('Services by volume, at most five.'),
    recentTransactions: z.array(analyticsTransactionSchema).describe('The ten newest payments.'),
  })
  .meta({ id: 'PlatformPaymentAnalytics' });

export const commissionByTypeSchema = z
  .object({
    serviceType: z.string(),
    volumeMinor: pence('What guests paid, net of refunds.'),
    commissionMinor: pence('Commission, net of refunds.'),
    effectiveRate: z
      .string()
      .nullable()
      .describe('Commission over volume, a fraction with four decimals (null when there is no volume).'),
    paidBookings: z.number().int().describe('Bookings of this type that were charged.'),
  })
  .meta({ id: 'CommissionByType' });

export type MemberPaymentAnalyticsJson = z.infer<typeof memberPaymentAnalyticsSchema>;
export type PlatformPaymentAnalyticsJson = z.infer<typeof platformPaymentAnalyticsSchema>;
export type CommissionByTypeJson = z.infer<typeof commissionByTypeSchema>;

const NOT_ADMIN = {
  401: errorResponse('Not signed in.'),
  403: errorResponse('Not an admin ("You don\'t have permission to access this page.").'),
};

export const memberPaymentAnalyticsRouteSchema = {
  summary: "The signed-in member's own earnings and spending",
  tags: ['payments'],
  querystring: noQuery,
  response: {
    200: jsonResponse(memberPaymentAnalyticsSchema, 'Figures of payments the member was the guest or host of.'),
    ...COMMON_ERRORS,
    401: errorResponse('Not signed in.'),
  },
};

export const platformPaymentAnalyticsRouteSchema = {
  summary: "The platform's volume, commission and payments (admins only)",
  tags: ['admin'],
  querystring: noQuery,
  response: {
    200: jsonResponse(platformPaymentAnalyticsSchema, 'Figures of every payment.'),
    ...COMMON_ERRORS,
    ...NOT_ADMIN,
  },
};

export const commissionAnalyticsRouteSchema = {
  summary: 'Volume, commission and effective rate of each service type (admins only)',
  tags: ['admin'],
  querystring: noQuery,
  response: {
    200: jsonResponse(
      z.object({ commissionByType: z.array(commissionByTypeSchema) }),
      'Every service type, the largest volume first.',
    ),
    ...COMMON_ERRORS,
    ...NOT_ADMIN,
  },
};
