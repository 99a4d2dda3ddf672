import { z } from 'zod';
import {
  COMMON_ERRORS,
  errorResponse,
  formText,
  jsonResponse,
  noQuery,
  WRITE_ERRORS,
} from '../errors/error-response.schema';

export const reportSchema = z
  .object({
    id: z.string(),
    targetType: z.string().describe('post, reply, member, service, event or message.'),
    targetId: z.string(),
    subjectMemberId: z.string().describe('The member reported, or the author of the reported content.'),
    subjectFirstName: z.string().nullable(),
    reporterFirstName: z.string().nullable(),
    reason: z.string().describe('spam, harassment, child_safety or other.'),
    details: z.string().nullable(),
    status: z.string().describe('open or resolved.'),
    outcome: z.string().nullable().describe('dismiss, remove_content, warn or suspend, once resolved.'),
    adminNote: z.string().nullable(),
    excerpt: z.string().nullable().describe('A short excerpt of reported content; null for a member.'),
    createdAt: z.string(),
    resolvedAt: z.string().nullable(),
  })
  .meta({ id: 'Report' });

export type ReportJson = z.infer<typeof reportSchema>;

export const reportBodySchema = z
  .object(
    {
      targetType: formText('Target type', 20).describe('post, reply, member, service, event or message.'),
      targetId: formText('Target id', 100),
      reason: formText('Reason', 20).describe('spam, harassment, child_safety or other.'),
      details: formText('Details', 1000).nullish().describe('What happened, at most 1000 characters.'),
    },
    { error: 'Send the report as a JSON object.' },
  )
  .meta({ id: 'ReportForm' })
  .describe('A report; community checks the kind, the reason and that the caller may see what they report.');

export const resolveReportBodySchema = z
  .object(
    {
      outcome: formText('Outcome', 20).describe('dismiss, remove_content, warn or suspend.'),
      note: formText('Note', 1000).nullish().describe("The admin's note, at most 1000 characters."),
    },
    { error: 'Send the decision as a JSON object.' },
  )
  .meta({ id: 'ResolveReportForm' });

const reportIdParams = z.object({ id: z.string().max(100) });
const NOT_SIGNED_IN = errorResponse('Not signed in.');
const NOT_ADMIN = {
  401: NOT_SIGNED_IN,
  403: errorResponse('Not an admin ("You don\'t have permission to access this page."), or a missing CSRF token.'),
};

export const reportRouteSchema = {
  summary:
    'Reports a post, reply, member, event or service the caller can see, once while open (a post is flagged too)',
  tags: ['reports'],
  body: reportBodySchema,
  response: {
    201: jsonResponse(
      z
        .object({
          id: z.string(),
          hidden: z.boolean().describe('True when this report (a forum flag too) hid a post until reviewed.'),
        })
        .meta({ id: 'ReportReceipt' }),
      'Reported.',
    ),
    ...WRITE_ERRORS,
    400: errorResponse('A field is invalid, the caller reported themselves or their own content.'),
    401: NOT_SIGNED_IN,
    404: errorResponse('Nothing the caller can see has that id (unknown, waiting, or across a block).'),
    409: errorResponse('The caller already has an open report of this.'),
  },
};

export const listReportsRouteSchema = {
  summary: 'Reports, open first, newest first (admins only)',
  tags: ['reports', 'admin'],
  querystring: noQuery,
  response: {
    200: jsonResponse(z.object({ reports: z.array(reportSchema) }), 'The reports.'),
    ...COMMON_ERRORS,
    ...NOT_ADMIN,
  },
};

export const resolveReportRouteSchema = {
  summary:
    'Resolves a report and every open report on the same target: dismiss, remove_content, warn or suspend (admins only)',
  tags: ['reports', 'admin'],
  params: reportIdParams,
  body: resolveReportBodySchema,
  response: {
    200: jsonResponse(z.object({ resolved: z.literal(true) }), 'Resolved; each reporter is emailed.'),
    ...WRITE_ERRORS,
    ...NOT_ADMIN,
    404: errorResponse('No such report.'),
    409: errorResponse('The report is already resolved: "This report is already resolved."'),
  },
};
