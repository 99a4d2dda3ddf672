import { offlineGateway, type OfflineGateway } from '../../test/support/offline-gateway';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { z } from 'zod';
import { COMMON_ERRORS, jsonResponse } from '../errors/error-response.schema';
import { isDocumentationRoute, missingSchemas, registerOpenApi } from './openapi';

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { responses: Record<string, unknown>; requestBody?: unknown }>>;
}

let gateway: OfflineGateway;
let document: OpenApiDocument;

beforeAll(async () => {
  gateway = await offlineGateway();
  const response = await gateway.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  document = response.json<OpenApiDocument>();
});

afterAll(async () => {
  await gateway.app.close();
});

const apiRoutes = () =>
  gateway.routes.filter((route) => route.url.startsWith('/api/') && !isDocumentationRoute(route.url));

describe('the OpenAPI document at /api/openapi.json', () => {
  it('is OpenAPI 3.1', () => {
    expect(document.openapi).toBe('3.1.0');
  });

  it("lists every /api route the gateway registered (and nothing outside /api), each with the route's methods", () => {
    const registered = new Set(
      apiRoutes().flatMap((route) =>
        [route.method]
          .flat()
          .filter((method) => method !== 'HEAD')
          .map((method) => `${method.toLowerCase()} ${route.url.replace(/:(\w+)/g, '{$1}')}`),
      ),
    );
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method} ${path}`),
      ),
    );
    expect(documented).toEqual(registered);
    expect(registered).toEqual(
      new Set([
        'post /api/register',
        'post /api/auth/signin',
        'get /api/auth/user',
        'get /api/login',
        'get /api/logout',
        'post /api/logout',
        'post /api/auth/magic-link',
        'post /api/auth/magic-link/verify',
        'post /api/auth/password/forgot',
        'post /api/auth/password/reset',
        'post /api/auth/password/change',
        'post /api/account/erase',
        'post /api/complete-signup',
        'get /api/auth/providers',
        'get /api/auth/{provider}',
        'get /api/auth/{provider}/callback',
        'get /api/mfa/status',
        'post /api/mfa/setup',
        'post /api/auth/mfa/setup',
        'post /api/mfa/verify',
        'post /api/mfa/disable',
        'post /api/auth/mfa/challenge',
        'post /api/auth/email/confirm',
        'post /api/auth/email/resend',
        'post /api/profile/setup',
        'get /api/profile/enhanced',
        'put /api/profile/enhanced',
        'get /api/blocks/pre-emptive',
        'post /api/blocks/pre-emptive',
        'delete /api/blocks/pre-emptive/{id}',
        'get /api/trust/vouches',
        'post /api/trust/vouches',
        'post /api/trust/vouches/{id}/accept',
        'post /api/trust/vouches/{id}/decline',
        'post /api/trust/vouches/{id}/revoke',
        'get /api/admin/members/{id}/dbs-check',
        'put /api/admin/members/{id}/dbs-check',
        'delete /api/admin/members/{id}/dbs-check',
        'get /api/services',
        'get /api/services/{id}',
        'get /api/services/my',
        'get /api/my-services',
        'post /api/services',
        'put /api/services/{id}',
        'patch /api/services/{id}/status',
        'delete /api/services/{id}',
        'get /api/bookings/guest',
        'get /api/bookings/host',
        'get /api/bookings/{id}',
        'post /api/bookings',
        'post /api/bookings/{id}/accept',
        'post /api/bookings/{id}/decline',
        'post /api/bookings/{id}/cancel',
        'post /api/bookings/{id}/test-payment',
        'get /api/bookings/{id}/pickup',
        'put /api/bookings/{id}/pickup/authorised-adults',
        'post /api/bookings/{id}/pickup/handovers',
        'get /api/time-bank',
        'get /api/bookings/{id}/safety-plan',
        'post /api/bookings/{id}/safety-plan',
        'post /api/safety-plans/{id}/check-in',
        'post /api/safety-plans/{id}/cancel',
        'get /api/bookings/{id}/calendar.ics',
        'get /api/calendar/feed-link',
        'post /api/calendar/feed-link',
        'get /api/calendar/feed/{file}',
        'get /api/calendar/google',
        'post /api/calendar/connect',
        'get /api/calendar/google/callback',
        'get /api/me/data-export',
        'get /api/cover-circle',
        'post /api/cover-circle/members',
        'delete /api/cover-circle/members/{id}',
        'delete /api/cover-circle/memberships/{id}',
        'get /api/cover-requests',
        'post /api/cover-requests',
        'post /api/cover-requests/{id}/accept',
        'post /api/cover-requests/{id}/cancel',
        'get /api/admin/commission-settings',
        'post /api/admin/commission-settings',
        'get /api/admin/overview',
        'post /api/contact/queries',
        'get /api/contact/queries',
        'post /api/contact/queries/{id}/resolve',
        'get /api/payment-analytics',
        'get /api/admin/payment-analytics',
        'get /api/admin/commission-analytics',
        'get /api/bookings/{id}/payment',
        'get /api/payments/payout-account',
        'post /api/payments/payout-account/onboarding',
        'post /api/payments/webhook',
        'get /api/forum/posts',
        'get /api/forum/posts/{id}',
        'post /api/forum/posts',
        'post /api/forum/posts/{id}/moderate',
        'post /api/forum/posts/{id}/replies',
        'post /api/forum/posts/{id}/flags',
        'get /api/forum/replies/pending',
        'post /api/forum/replies/{id}/moderate',
        'post /api/reports',
        'get /api/admin/reports',
        'post /api/admin/reports/{id}/resolve',
        'get /api/community-events',
        'get /api/community-events/{eventId}',
        'get /api/community-events/{eventId}/calendar.ics',
        'post /api/community-events',
        'post /api/community-events/{eventId}/rsvp',
        'post /api/community-events/{eventId}/cancel',
        'post /api/community-events/{eventId}/pause',
        'post /api/community-events/{eventId}/resume',
        'get /api/services/{id}/occurrences',
        'put /api/services/{id}/occurrences/{date}',
        'put /api/services/{id}/series',
        'get /api/video-meetings',
        'post /api/video-meetings',
        'get /api/video-meetings/{meetingId}',
        'delete /api/video-meetings/{meetingId}',
        'get /api/video-meetings/{meetingId}/calendar.ics',
        'post /api/video-meetings/{meetingId}/invitations',
        'get /api/meeting-invitations',
        'post /api/meeting-invitations/{invitationId}/accept',
        'post /api/meeting-invitations/{invitationId}/decline',
        'get /api/video-calls/{roomId}',
        'get /api/members/search',
        'get /api/conversations',
        'post /api/conversations',
        'get /api/conversations/{conversationId}/messages',
        'post /api/conversations/{conversationId}/messages',
        'post /api/conversations/{conversationId}/read',
        'get /api/messages/unread-count',
        'get /api/messages/stream',
        'get /api/user-preferences',
        'put /api/user-preferences',
        'post /api/ai-matching/generate',
        'get /api/ai-matching/runs/latest',
        'get /api/ai-matching/results',
        'post /api/ai-matching/respond/{matchId}',
        'get /api/availability',
        'put /api/availability',
        'post /api/video-calls/{roomId}/join',
        'get /api/social-media-posts',
        'post /api/social-media-posts',
        'post /api/social-media-posts/generate',
        'get /api/social-media-posts/summary',
        'get /api/social-accounts',
        'post /api/social-accounts/{platform}/connect',
        'post /api/social-accounts/{platform}/complete',
        'delete /api/social-accounts/{platform}',
      ]),
    );
  });

  it('describes a success and the shared error shape for every response of every route', () => {
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const statuses = Object.keys(operation.responses);
        expect({ route: `${method} ${path}`, success: statuses.some((status) => /^[23]/.test(status)) }).toEqual({
          route: `${method} ${path}`,
          success: true,
        });
        for (const status of statuses.filter((candidate) => /^[45]/.test(candidate))) {
          expect(operation.responses[status]).toMatchObject({
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
          });
        }
      }
    }
  });

  it('documents the registration form as multipart with its fields and the photo', () => {
    const body = document.paths['/api/register'].post.requestBody as {
      content: Record<string, { schema: { properties: Record<string, { format?: string }> } }>;
    };
    const form = body.content['multipart/form-data'].schema.properties;
    expect(Object.keys(form).sort()).toEqual(
      [
        'city',
        'country',
        'email',
        'fullName',
        'isLookingForColiving',
        'isSingleParent',
        'offersServices',
        'password',
        'postcode',
        'profilePhoto',
      ].sort(),
    );
    expect(form.profilePhoto.format).toBe('binary');
  });

  it('documents the browser navigations as 302 redirects', () => {
    expect(document.paths['/api/login'].get.responses['302']).toMatchObject({ headers: { location: {} } });
    expect(document.paths['/api/logout'].get.responses['302']).toMatchObject({ headers: { location: {} } });
  });

  it('serves no browsable reference outside development', async () => {
    const response = await gateway.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found', code: 'ROUTE_NOT_FOUND' });
  });
});

describe('an /api route registered without schemas', () => {
  const described = {
    querystring: z.object({}),
    response: { 200: jsonResponse(z.object({ ok: z.boolean() }), 'ok'), ...COMMON_ERRORS },
  };

  it.each([
    ['no schema at all', 'GET', undefined, 'a querystring or params schema, a success (2xx/3xx) response schema'],
    ['no response schema', 'GET', { querystring: z.object({}) }, 'a success (2xx/3xx) response schema'],
    ['no body schema on a POST', 'POST', { response: described.response }, 'a body schema'],
    [
      'no 500 response',
      'GET',
      { querystring: z.object({}), response: { 200: described.response[200] } },
      'a 500 response schema',
    ],
  ])('stops the gateway from starting (%s)', async (_case, method, schema, missing) => {
    const app = Fastify();
    await app.register(fastifyRateLimit, { global: false });
    await registerOpenApi(app, { browsable: false });
    expect(() => app.route({ method: method, url: '/api/undescribed', schema, handler: async () => ({}) })).toThrow(
      `${method} /api/undescribed is registered without ${missing}`,
    );
    await app.close();
  });

  it('is accepted once described', () => {
    expect(missingSchemas({ method: 'GET', url: '/api/described', schema: described })).toEqual([]);
  });
});
