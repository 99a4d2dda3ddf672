import { z } from 'zod';
import { COMMON_ERRORS, errorResponse, jsonResponse, noQuery, WRITE_ERRORS } from '../errors/error-response.schema';

const VOUCH_NOT_FOUND = 'No vouch request by that id asked of the caller.';

export const memberVouchSchema = z
  .object({
    id: z.string(),
    memberId: z.string().describe('The member vouched for.'),
    memberName: z.string(),
    voucherId: z.string(),
    voucherName: z.string(),
    status: z.enum(['requested', 'active', 'declined', 'revoked']),
    requestedAt: z.string().describe('ISO 8601.'),
    decidedAt: z.string().nullable().describe('When the voucher accepted or declined, ISO 8601.'),
  })
  .meta({ id: 'MemberVouch' });

export const vouchesSchema = z
  .object({
    asked: z.array(memberVouchSchema).describe('The vouches the caller asked for, newest first.'),
    askedOfMe: z.array(memberVouchSchema).describe('The vouches asked of the caller, newest first.'),
  })
  .meta({ id: 'MemberVouches' });

const vouchIdParams = z.object({ id: z.string().max(64) });
const memberIdParams = z.object({ id: z.string().max(64) });

export const listVouchesRouteSchema = {
  summary: 'The vouches the signed-in member asked for and those asked of them',
  tags: ['trust'],
  querystring: noQuery,
  response: {
    200: jsonResponse(vouchesSchema, 'Both lists.'),
    ...COMMON_ERRORS,
    401: errorResponse('Not signed in.'),
  },
};

export const requestVouchRouteSchema = {
  summary: 'Asks a verified member who knows the caller for a vouch (at most 3 at a time)',
  tags: ['trust'],
  body: z.object(
    { voucherId: z.string({ error: 'Choose a member to ask' }).max(64, 'Choose a member to ask') },
    { error: 'Send the request as a JSON object.' },
  ),
  response: {
    200: jsonResponse(memberVouchSchema, 'Asked; the member is emailed.'),
    ...WRITE_ERRORS,
    401: errorResponse('Not signed in.'),
    404: errorResponse('No such member, or a block between the two.'),
    409: errorResponse('Already asked, or 3 members asked already.'),
    415: errorResponse('The body was not sent as application/json.'),
  },
};

const vouchActionRouteSchema = (summary: string) => ({
  summary,
  tags: ['trust'],
  params: vouchIdParams,
  body: z.unknown().optional().describe('Nothing is read from the body.'),
  response: {
    200: jsonResponse(memberVouchSchema, 'Done.'),
    ...WRITE_ERRORS,
    401: errorResponse('Not signed in.'),
    404: errorResponse(VOUCH_NOT_FOUND),
    409: errorResponse('The request was already answered.'),
  },
});

export const acceptVouchRouteSchema = vouchActionRouteSchema('The asked member vouches for the member who asked');
export const declineVouchRouteSchema = vouchActionRouteSchema('The asked member declines a vouch request');
export const revokeVouchRouteSchema = vouchActionRouteSchema('The voucher withdraws a vouch they gave');

export const dbsCheckSchema = z
  .object({
    memberId: z.string(),
    certificateLast4: z.string().describe('Only the last 4 characters of the certificate number are kept.'),
    issuedOn: z.string().describe('YYYY-MM-DD.'),
    recordedAt: z.string().describe('ISO 8601.'),
  })
  .meta({ id: 'DbsCheck' });

const ADMIN_ERRORS = { 401: errorResponse('Not signed in.'), 403: errorResponse('Admins only.') };

export const getDbsCheckRouteSchema = {
  summary: "A member's current enhanced DBS check, or null (admins only)",
  tags: ['trust'],
  params: memberIdParams,
  querystring: noQuery,
  response: { 200: jsonResponse(dbsCheckSchema.nullable(), 'The check, or null.'), ...COMMON_ERRORS, ...ADMIN_ERRORS },
};

export const recordDbsCheckRouteSchema = {
  summary: 'Records an enhanced DBS check the admin has seen; no document is stored (admins only)',
  tags: ['trust'],
  params: memberIdParams,
  body: z.object(
    {
      certificateNumber: z.string({ error: 'Please enter the 12-digit DBS certificate number' }).max(32),
      issuedOn: z.string({ error: 'Please enter the issue date as YYYY-MM-DD' }).max(10),
    },
    { error: 'Send the check as a JSON object.' },
  ),
  response: {
    200: jsonResponse(dbsCheckSchema, 'Recorded (replacing any current check).'),
    ...WRITE_ERRORS,
    ...ADMIN_ERRORS,
    404: errorResponse('No such member.'),
    415: errorResponse('The body was not sent as application/json.'),
  },
};

export const revokeDbsCheckRouteSchema = {
  summary: "Revokes a member's current enhanced DBS check (admins only)",
  tags: ['trust'],
  params: memberIdParams,
  body: z.unknown().optional().describe('Nothing is read from the body.'),
  response: {
    200: jsonResponse(z.object({ memberId: z.string() }), 'Revoked.'),
    ...WRITE_ERRORS,
    ...ADMIN_ERRORS,
    404: errorResponse('The member has no current check.'),
  },
};
