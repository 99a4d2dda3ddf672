import type { APIRequestContext, APIResponse } from '@playwright/test';
import { clientFor, registrationFields, uniqueEmail, type Role, type RoleClient } from '../support/api-roles';
import { FUTURE_DAY, requestBookingOnceListed, stackBaseUrl } from '../support/booking-requests';

/**
 * The authorisation policy of Village: for every /api route of the OpenAPI document and every root field of the
 * supergraph, what each role gets. `tests/e2e/authorisation-matrix.e2e.ts` checks each entry against the running
 * platform, and fails for a route or field that has no entry: a new feature declares its policy here.
 *
 *   'allowed'          the request succeeds (HTTP status below 400; GraphQL data without errors)
 *   a number           the HTTP status the role gets instead (401 signed out, 403 not allowed, 404 not theirs)
 *   a GraphQL code     the error code the field answers with (`UNAUTHENTICATED`, `FORBIDDEN`, `NOT_FOUND`;
 *                      `BAD_USER_INPUT`, `CONFLICT` for a member's own action refused on its merits)
 *   'null'             the field answers null for that role (e.g. `me` when signed out)
 *   'answered'         the field answers without an error, null or not, as the role's own history decides
 *                      (e.g. `latestMatchRun`, null until the member first generates matches)
 *
 * `anotherMember` is asked only of object-owning entries (`owned`): the member creates an object, another member
 * tries the route on it, gets the stated status and the object is left exactly as it was.
 */
export type Outcome = 'allowed' | number;
export type GraphOutcome =
  'allowed' | 'answered' | 'null' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'BAD_USER_INPUT' | 'CONFLICT' | 'NOT_FOUND';

export interface RestCall {
  path: string;
  json?: unknown;
  multipart?: Record<string, string>;
  /** Browser navigations answer with a redirect: don't follow it. */
  noRedirects?: boolean;
  /** A live stream never ends: ask with HEAD, which answers whether it would open. */
  head?: boolean;
}

export interface OwnedObject {
  /** Creates an object as its owner; returns the call to try on it. */
  create(owner: RoleClient): Promise<RestCall>;
  /** What the owner sees of the object: compared before and after another member's attempt. */
  snapshot(owner: RoleClient, call: RestCall): Promise<unknown>;
}

export interface RestPolicy {
  call: (role: Role) => RestCall;
  outcomes: Record<Exclude<Role, 'anotherMember'>, Outcome>;
  owned?: OwnedObject & { anotherMember: 403 | 404 };
  /** The call changes the session it is made with (registering, signing out): each role makes it with a fresh one. */
  changesSession?: true;
}

export interface GraphPolicy {
  query: string;
  outcomes: Record<Exclude<Role, 'anotherMember'>, GraphOutcome>;
  /** The operation ends the sessions of the account it is made with: the role's client is replaced afterwards. */
  changesSession?: true;
}

const ADMIN_STATUS_QUERY = (field: string): string => `{ ${field} { service migrationsApplied } }`;
const adminOnly = (field: string): GraphPolicy => ({
  query: ADMIN_STATUS_QUERY(field),
  outcomes: { visitor: 'UNAUTHENTICATED', member: 'FORBIDDEN', admin: 'allowed' },
});

/** A service any member may list (LS1 is a Leeds district of the postcode data). */
const SERVICE_FIELDS: Record<string, string> = {
  title: 'Matrix playdate',
  description: 'A playdate listed by the authorisation matrix.',
  type: 'playdate',
  country: 'United Kingdom',
  postcode: 'LS1 4AP',
};
const NO_SUCH_SERVICE = '00000000-0000-4000-8000-000000005e41';
const NO_SUCH_CONTACT_QUERY = '00000000-0000-4000-8000-0000000c0e41';
/** A contact form a robot would send: its honeypot (`website`) is added by each call. */
const CONTACT_FORM = {
  firstName: 'Matrix',
  lastName: 'Visitor',
  email: 'matrix@example.org',
  subject: 'Matrix',
  message: 'A honeypot query.',
};
const SERVICE_INPUT =
  '{ title: "Matrix playdate", description: "A playdate listed by the matrix.", type: "playdate", ' +
  'country: "United Kingdom", postcode: "LS1 4AP" }';

/** The owner lists a service; the call to try on it is `call(id)`; the owner's own view of it is the snapshot. */
function ownedService(call: (id: string) => RestCall): OwnedObject & { anotherMember: 404 } {
  return {
    anotherMember: 404,
    async create(owner) {
      const response = await send(owner.http, owner.csrfToken, 'POST', {
        path: '/api/services',
        multipart: SERVICE_FIELDS,
      });
      if (response.status() !== 201)
        throw new Error(`listing a service: ${response.status()} ${await response.text()}`);
      return call(((await response.json()) as { id: string }).id);
    },
    async snapshot(owner, tried) {
      const id = /\/api\/services\/([^/]+)/.exec(tried.path)?.[1] ?? '';
      const response = await owner.http.get(`/api/services/${id}`);
      return { status: response.status(), body: (await response.json()) as unknown };
    },
  };
}

const NO_SUCH_BOOKING = '00000000-0000-4000-8000-0000000b0014';
const NO_SUCH_SAFETY_PLAN = '00000000-0000-4000-8000-0000000b0015';
const NO_SUCH_CIRCLE_MEMBER = '00000000-0000-4000-8000-0000000c0c01';
const NO_SUCH_COVER_REQUEST = '00000000-0000-4000-8000-0000000c0c02';
const URGENT_COVER = { day: FUTURE_DAY, fromTime: '09:00', untilTime: '15:00', children: 1, note: null };
const TRUSTED_CONTACT = { contactName: 'Ruth', contactEmail: 'ruth@example.net' };
const NO_SUCH_PRE_EMPTIVE_BLOCK = '00000000-0000-4000-8000-0000000b10c5';
const NO_SUCH_POST = '00000000-0000-4000-8000-0000000f0e01';
const NO_SUCH_REPORT = '00000000-0000-4000-8000-0000000e0e01';
const NO_SUCH_EVENT = '00000000-0000-4000-8000-0000000e7e47';
const NO_SUCH_CONVERSATION = '00000000-0000-4000-8000-00000000c0a7';
/** A member nobody has a booking or match with: starting a conversation is refused, so nothing is created. */
const NO_SUCH_MEMBER = '00000000-0000-4000-8000-00000000a3e3';
const NO_SUCH_MATCH = '00000000-0000-4000-8000-0000000a7c40';
const NO_SUCH_VOUCH = '00000000-0000-4000-8000-0000000a0c40';
/** Matching preferences a member may save: the spec's defaults with one service type. */
const MATRIX_PREFERENCES = {
  serviceTypes: ['playdates'],
  maxDistance: 10,
  minMatchScore: 0.7,
  verifiedContactOnly: false,
};
/** An event community refuses (one place): the guard is proven without creating one. */
const REFUSED_EVENT = {
  title: 'Policy picnic',
  startDateTime: '2099-06-01T10:00:00Z',
  endDateTime: '2099-06-01T12:00:00Z',
  maxParticipants: 1,
};
const NO_SUCH_MEETING = '00000000-0000-4000-8000-00000000e371';
const NO_SUCH_INVITATION = '00000000-0000-4000-8000-0000000171e0';
const NO_SUCH_ROOM = 'no-such-room-0000000000';
/** A post social refuses (scheduled in the past): the guard is proven without publishing one. */
const REFUSED_SOCIAL_POST = {
  platforms: ['facebook'],
  content: 'Matrix',
  hashtags: [],
  serviceId: null,
  scheduledFor: '2000-01-01T00:00:00Z',
};
/** A meeting media refuses (5 minutes long): the guard is proven without scheduling one. */
const REFUSED_MEETING = { title: 'Policy meeting', scheduledFor: '2099-06-01T10:00:00Z', duration: 5 };

/**
 * The member schedules a private meeting; the call to try on it is `call(id)`; the member's own view of the meeting is
 * the snapshot. Another member may not see it at all (404).
 */
function ownedMeeting(call: (id: string) => RestCall): OwnedObject & { anotherMember: 404 } {
  return {
    anotherMember: 404,
    async create(owner) {
      const response = await send(owner.http, owner.csrfToken, 'POST', {
        path: '/api/video-meetings',
        json: { title: 'Matrix meeting', scheduledFor: '2099-06-01T10:00:00Z', isPublic: false },
      });
      if (response.status() !== 201)
        throw new Error(`scheduling a meeting: ${response.status()} ${await response.text()}`);
      return call(((await response.json()) as { id: string }).id);
    },
    async snapshot(owner, tried) {
      const id = /\/api\/video-meetings\/([^/]+)/.exec(tried.path)?.[1] ?? '';
      const response = await owner.http.get(`/api/video-meetings/${id}`);
      return { status: response.status(), body: (await response.json()) as unknown };
    },
  };
}

const TEST_CARD = { cardNumber: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };

/**
 * The member lists a service and a throwaway guest books it: a booking of which the member is the host. The call to
 * try on it is `call(id)`; the member's own view of the booking is the snapshot.
 */
function ownedBooking(call: (id: string) => RestCall): OwnedObject & { anotherMember: 404 } {
  return {
    anotherMember: 404,
    async create(owner) {
      const listed = await send(owner.http, owner.csrfToken, 'POST', {
        path: '/api/services',
        multipart: SERVICE_FIELDS,
      });
      if (listed.status() !== 201) throw new Error(`listing a service: ${listed.status()} ${await listed.text()}`);
      const serviceId = ((await listed.json()) as { id: string }).id;
      const guest = await clientFor('member', stackBaseUrl());
      try {
        const booked = await requestBookingOnceListed(guest, { serviceId, bookingDate: FUTURE_DAY });
        if (booked.status() !== 201) throw new Error(`booking: ${booked.status()} ${await booked.text()}`);
        return call(((await booked.json()) as { id: string }).id);
      } finally {
        await guest.dispose();
      }
    },
    async snapshot(owner, tried) {
      const id = /\/api\/bookings\/([^/]+)/.exec(tried.path)?.[1] ?? '';
      const response = await owner.http.get(`/api/bookings/${id}`);
      return { status: response.status(), body: (await response.json()) as unknown };
    },
  };
}

/** Keyed by `METHOD /path` exactly as the OpenAPI document names the operation. */
export const REST_POLICY: Record<string, RestPolicy> = {
  'POST /api/register': {
    call: (role) => ({ path: '/api/register', multipart: registrationFields(uniqueEmail(`matrix-${role}`)) }),
    changesSession: true,
    outcomes: { visitor: 'allowed', member: 'allowed', admin: 'allowed' },
  },
  'POST /api/auth/signin': {
    // Each role tries a wrong password: everyone may try, and everyone is told it is wrong.
    call: () => ({ path: '/api/auth/signin', json: { email: uniqueEmail('nobody'), password: 'not the password' } }),
    outcomes: { visitor: 401, member: 401, admin: 401 },
  },
  'GET /api/auth/user': {
    call: () => ({ path: '/api/auth/user' }),
    outcomes: { visitor: 401, member: 'allowed', admin: 'allowed' },
  },
  'GET /api/login': {
    call: () => ({ path: '/api/login', noRedirects: true }),
    outcomes: { visitor: 'allowed', member: 'allowed', admin: 'allowed' },
  },
  'GET /api/logout': {
    // Same-site sign-out of a throwaway session of the role (the matrix's own sessions must survive).
    call: () => ({ path: '/api/logout', noRedirects: true }),
    changesSession: true,
    outcomes: { visitor: 'allowed', member: 'allowed', admin: 'allowed' },
  },
  'POST /api/logout': {
    call: () => ({ path: '/api/logout', noRedirects: true }),
    changesSession: true,
    outcomes: { visitor: 'allowed', member: 'allowed', admin: 'allowed' },
  },
  // MFA acts on the caller's own account only: there is no id to aim at another member's. A member's secret is
  // shown only by their own setup call, recovery codes only by their own verify (web-mfa.e2e.ts and identity's
  // mfa-recovery-codes-and-disable.int.spec.ts show another member's codes opening nothing).
  'GET /api/mfa/status': {
    call: () => ({ path: '/api/mfa/status' }),
    outcomes: { visitor: 401, member: 'allowed', admin: 'allowed' },
  },
  'POST /api/mfa/setup': {
    call: () => ({ path: '/api/mfa/setup' }),
    outcomes: { visitor: 401, member: 'allowed', admin: 'allowed' },
  },
  'POST /api/auth/mfa/setup': {
    call: () => ({ path: '/api/auth/mfa/setup', json: { secret: 'BROWSERMADESECRET' } }),
    outcomes: { visitor: 401, member: 'allowed', admin: 'allowed' },
  },
  'POST /api/mfa/verify': {
    // A code that is not 6 digits: refused before any state is read.
    call: () => ({ path: '/api/mfa/verify', json: { code: 'abc' } }),
    outcomes: { visitor: 401, member: 400, admin: 400 },
  },
  'POST /api/mfa/disable': {
    call: () => ({ path: '/api/mfa/disable', json: { code: '123456' } }),
    outcomes: { visitor: 401, member: 409, admin: 409 },
  },
  'POST /api/auth/mfa/challenge': {
    // No sign-in is waiting for a code in any role's session.
    call: () => ({ path: '/api/auth/mfa/challenge', json: { code: '123456' } }),
    outcomes: { visitor: 401, member: 401, admin: 401 },
  },
  // Emailed links: anyone may ask (the answer is the same for any address); a token that was never sent is refused.
  'POST /api/auth/magic-link': {
    call: () => ({ path: '/api/auth/magic-link', json: { email: uniqueEmail('nobody') } }),
    outcomes: { visitor: 'allowed', member: 'allowed', admin: 'allowed' },
  },
  'POST /api/auth/magic-link/verify': {
    call: () => ({ path: '/api/auth/magic-link/verify', json: { token: 'A'.repeat(43) } }),
    outcomes: { visitor: 400, member: 400, admin: 400 },
  },
  'POST /api/auth/password/forgot': {
    call: () => ({ path: '/api/auth/password/forgot', json: { email: uniqueEmail('nobody') } }),
    outcomes: { visitor: 'allowed', member: 'allowed', admin: 'allowed' },
  },
  'POST /api/auth/password/reset': {
    call: () => ({
      path: '/api/auth/password/reset',
      json: { token: 'A'.repeat(43), password: 'lanterns over the harbour' },
    }),
    outcomes: { visitor: 400, member: 400, admin: 400 },
  },
  'POST /api/auth/password/change': {
    // Only one's own password, and only knowing it: a wrong current password is refused and changes nothing.
    call: () => ({
      path: '/api/auth/password/change',
      json: { currentPassword: 'not the password', newPassword: 'lanterns over the harbour' },
    }),
    outcomes: { visitor: 401, member: 400, admin: 400 },
  },
  'POST /api/account/erase': {
    // Only one's own account, and only meaning it: without the typed phrase nothing is erased.
    call: () => ({ path: '/api/account/erase', json: { password: 'not the password', confirmation: 'no' } }),
    outcomes: { visitor: 401, member: 400, admin: 400 },
  },
  'POST /api/complete-signup': {
    call: () => ({ path: '/api/complete-signup' }),
    outcomes: { visitor: 401, member: 'allowed', admin: 'allowed' },
  },
  // Registered only with NODE_ENV=development (the stack the matrix runs); absent, 404, in production.
  'POST /api/dev-signin': {
    call: () => ({ path: '/api/dev-signin', json: { email: uniqueEmail('nobody') } }),
    outcomes: { visitor: 401, member: 401, admin: 401 },
  },
  // The token is the proof, whoever holds the link: an unknown one is refused alike for everyone.
  'POST /api/auth/email/confirm': {
    call: () => ({ path: '/api/auth/email/confirm', json: { token: 'not-a-token-we-sent' } }),
    outcomes: { visitor: 400, member: 400, admin: 400 },
  },
  // The first admin's address counts as confirmed: nothing to resend.
  'POST /api/auth/email/resend': {
    call: () => ({ path: '/api/auth/email/resend', json: {} }),
    outcomes: { visitor: 401, member: 'allowed', admin: 409 },
  },
  'GET /api/auth/providers': {
    call: () => ({ path: '/api/auth/providers' }),
    outcomes: { visitor: 'allowed', member: 'allowed', admin: 'allowed' },
  },
  'GET /api/auth/{provider}': {
    // A redirect to the provider (or to /signin when it is not set up): anyone may start signing in.
    call: () => ({ path: '/api/auth/google', noRedirects: true }),
    outcomes: { visitor: 'allowed', member: 'allowed', admin: 'allowed' },
  },
  'GET /api/auth/{provider}/callback': {
    // Without a sign-in flow of their own, everyone is sent back to /signin with a reason; no session changes.
    call: () => ({ path: '/api/auth/google/callback?code=forged&state=forged', noRedirects: true }),
    outcomes: { visitor: 'allowed', member: 'allowed', admin: 'allowed' },
  },
  'POST /api/profile/setup': {
    // Each member changes only their own profile (the session names them); an identity document is never readable
    // back through /api (the admin-only link below is the one way to it).
    call: () => ({ path: '/api/profile/setup', multipart: { country: 'United Kingdom', postcode: 'LS1 4AP' } }),
    outcomes: { visitor: 401, member: 'allowed', admin: 'allowed' },
  },
  // Only ever the caller's own profile: no route takes another member's id.
  'GET /api/profile/enhanced': {
    call: () => ({ path: '/api/profile/enhanced' }),
    outcomes: { visitor: 401, member: 'allowed', admin: 'allowed' },
  },
  'PUT /api/profile/enhanced': {
    call: (role) => ({ path: '/api/profile/enhanced', json: { bio: `Saved by the ${role} of the matrix` } }),
    outcomes: { visitor: 401, member: 'allowed', admin: 'allowed' },
  },
  // Blocks by email address: only ever the caller's own (the session names them); removing another member's entry
  // answers 404, as if it did not exist, and leaves it in place (web-pre-emptive-block.e2e.ts blocks for real).
  'GET /api/blocks/pre-emptive': {
    call: () => ({ path: '/api/blocks/pre-emptive' }),
    outcomes: { visitor: 401, member: 'allowed', admin: 'allowed' },
  },
  'POST /api/blocks/pre-emptive': {
    call: (role) => ({
      path: '/api/blocks/pre-emptive',
      json: { email: uniqueEmail(`matrix-${role}`), label: 'Matrix' },
    }),
    outcomes: { visitor: 401, member: 'allowed', admin: 'allowed' },
  },
  'DELETE /api/blocks/pre-emptive/{id}': {
    call: () => ({ path: `/api/blocks/pre-emptive/${NO_SUCH_PRE_EMPTIVE_BLOCK}` }),
    outcomes: { visitor: 401, member: 404, admin: 404 },
    owned: {
      anotherMember: 404,
      async create(owner) {
        const response = await send(owner.http, owner.csrfToken, 'POST', {
          path: '/api/blocks/pre-emptive',
          json: { email: uniqueEmail('matrix-owned'), label: 'Owned' },
        });
        if (response.status() !== 200)
          throw new Error(`blocking an address: ${response.status()} ${await response.text()}`);
        return { path: `/api/blocks/pre-emptive/${((await response.json()) as { id: string }).id}` };
      },
      snapshot: async (owner) => (await (await owner.http.get('/api/blocks/pre-emptive')).json()) as unknown,
    },
  },
  // The trust ladder: a vouch is asked of a member by id, and only the asked member answers or revokes it (anyone
  // else is told 404, as if it did not exist); DBS checks are for admins (web-trust-ladder.e2e.ts climbs for real).
  'GET /api/trust/vouches': {
    call: () => ({ path: '/api/trust/vouches' }),
    outcomes: { visitor: 401, member: 'allowed', admin: 'allowed' },
  },
  'POST /api/trust/vouches': {
    call: () => ({ path: '/api/trust/vouches', json: { voucherId: NO_SUCH_MEMBER } }),
    outcomes: { visitor: 401, member: 404, admin: 404 },
  },
  'POST /api/trust/vouches/{id}/accept': {
    call: () => ({ path: `/api/trust/vouches/${NO_SUCH_VOUCH}/accept` }),
    outcomes: { visitor: 401, member: 404, admin: 404 },
  },
  'POST /api/trust/vouches/{id}/decline': {
    call: () => ({ path: `/api/trust/vouches/${NO_SUCH_VOUCH}/decline` }),
    outcomes: { visitor: 401, member: 404, admin: 404 },
  },
  'POST /api/trust/vouches/{id}/revoke': {
    call: () => ({ path: `/api/trust/vouches/${NO_SUCH_VOUCH}/revoke` }),
    outcomes: { visitor: 401, member: 404, admin: 404 },
  },
  'GET /api/admin/members/{id}/dbs-check': {
    call: () => ({ path: `/api/admin/members/${NO_SUCH_MEMBER}/dbs-check` }),
    outcomes: { visitor: 401, member: 403, admin: 'allowed' },
  },
  'PUT /api/admin/members/{id}/dbs-check': {
    call: () => ({
      path: `/api/admin/members/${NO_SUCH_MEMBER}/dbs-check`,
      json: { certificateNumber: '001234567890', issuedOn: '2026-01-02' },
    }),
    outcomes: { visitor: 401, member: 403, admin: 404 },
  },
  'DELETE /api/admin/members/{id}/dbs-check': {
    call: () => ({ path: `/api/admin/members/${NO_SUCH_MEMBER}/dbs-check` }),
    outcomes: { visitor: 401, member: 403, admin: 404 },
  },
  // Services: browsing and one's own list need a session; the detail is public (a real one in services-api.e2e.ts,
  // here an id that names nothing). Only the owner changes or deletes a service: anyone else gets 404, as if it
  // did not exist, and the service is left as it was.
  'GET /api/services': {
    call: () => ({ path: '/api/services?type=playdate&country=United%20Kingdom&limit=5' }),
    outcomes: { visitor: 401, member: 'allowed', admin: 'allowed' },
  },
  'GET /api/services/{id}': {
    call: () => ({ path: `/api/services/${NO_SUCH_SERVICE}` }),
    outcomes: { visitor: 404, member: 404, admin: 404 },
  },
  'GET /api/services/my': {
    call: () => ({ path: '/api/services/my' }),
    outcomes: { visitor: 401, member: 'allowed', admin: 'allowed' },
  },
  'GET /api/my-services': {
    call: () => ({ path: '/api/my-services' }),
    outcomes: { visitor: 401, member: 'allowed', admin: 'allowed' },
  },
  'POST /api/services': {
    call: () => ({ path: '/api/services', multipart: SERVICE_FIELDS }),
    outcomes: { visitor: 401, member: 'allowed', admin: 'allowed' },
  },
  'PUT /api/services/{id}': {
    call: () => ({ path: `/api/services/${NO_SUCH_SERVICE}`, multipart: SERVICE_FIELDS }),
    outcomes: { visitor: 401, member: 404, admin: 404 },
    owned: ownedService((id) => ({
      path: `/api/services/${id}`,
      multipart: { ...SERVICE_FIELDS, title: 'Taken over by another member' },
    })),
  },
  'PATCH /api/services/{id}/status': {
    call: () => ({ path: `/api/services/${NO_SUCH_SERVICE}/status`, json: { status: 'paused' } }),
    outcomes: { visitor: 401, member: 404, admin: 404 },
    owned: ownedService((id) => ({ path: `/api/services/${id}/status`, json: { status: 'paused' } })),
  },
  // Occurrences of recurring services: any member reads them; only the host pauses or cancels one or the series
  // (web-recurring-services.e2e.ts books and cancels occurrences for real). The matrix's service does not repeat.
  'GET /api/services/{id}/occurrences': {
    call: () => ({ path: `/api/services/${NO_SUCH_SERVICE}/occurrences` }),
    outcomes: { visitor: 401, member: 404, admin: 404 },
  },
  'PUT /api/services/{id}/occurrences/{date}': {
    call: () => ({ path: `/api/services/${NO_SUCH_SERVICE}/occurrences/2030-01-07`, json: { state: 'paused' } }),
    outcomes: { visitor: 401, member: 404, admin: 404 },
    owned: ownedService((id) => ({ path: `/api/services/${id}/occurrences/2030-01-07`, json: { state: 'paused' } })),
  },
  'PUT /api/services/{id}/series': {
    call: () => ({ path: `/api/services/${NO_SUCH_SERVICE}/series`, json: { state: 'paused' } }),
    outcomes: { visitor: 401, member: 404, admin: 404 },
    owned: ownedService((id) => ({ path: `/api/services/${id}/series`, json: { state: 'paused' } })),
  },
  'DELETE /api/services/{id}': {
    call: () => ({ path: `/api/services/${NO_SUCH_SERVICE}` }),
    outcomes: { visitor: 401, member: 404, admin: 404 },
    owned: ownedService((id) => ({ path: `/api/services/${id}` })),
  },
  // Bookings: only their guest and host see or change one; anyone else gets 404, as if it did not exist, and the
  // booking is left as it was (bookings-api.e2e.ts books, accepts and cancels for real).
  'GET /api/bookings/guest': {
    call: () => ({ path: '/api/bookings/guest' }),
    outcomes: { visitor: 401, member: 'allowed', admin: 'allowed' },
  },
  'GET /api/bookings/host': {
    call: () => ({ path: '/api/bookings/host' }),
    outcomes: { visitor: 401, member: 'allowed', admin: 'allowed' },
  },
  'GET /api/bookings/{id}': {
    call: () => ({ path: `/api/bookings/${NO_SUCH_BOOKING}` }),
    outcomes: { visitor: 401, member: 404, admin: 404 },
    owned: ownedBooking((id) => ({ path: `/api/bookings/${id}` })),
  },
  'POST /api/bookings': {
    // A service that does not exist: refused as not found (a real booking in bookings-api.e2e.ts).
    call: () => ({ path: '/api/bookings', json: { serviceId: NO_SUCH_SERVICE, bookingDate: FUTURE_DAY } }),
    outcomes: { visitor: 401, member: 404, admin: 404 },
  },
  'POST /api/bookings/{id}/accept': {
    call: () => ({ path: `/api/bookings/${NO_SUCH_BOOKING}/accept` }),
    outcomes: { visitor: 401, member: 404, admin: 404 },
    owned: ownedBooking((id) => ({ path: `/api/bookings/${id}/accept` })),
  },
  'POST /api/bookings/{id}/decline': {
    call: () => ({ path: `/api/bookings/${NO_SUCH_BOOKING}/decline` }),
    outcomes: { visitor: 401, member: 404, admin: 404 },
    owned: ownedBooking((id) => ({ path: `/api/bookings/${id}/decline` })),
  },
  'POST /api/bookings/{id}/cancel': {
    call: () => ({ path: `/api/bookings/${NO_SUCH_BOOKING}/cancel` }),
    outcomes: { visitor: 401, member: 404, admin: 404 },
    owned: ownedBooking((id) => ({ path: `/api/bookings/${id}/cancel` })),
  },
  'POST /api/bookings/{id}/test-payment': {
    call: () => ({ path: `/api/bookings/${NO_SUCH_BOOKING}/test-payment`, json: TEST_CARD }),
    outcomes: { visitor: 401, member: 404, admin: 404 },
    owned: ownedBooking((id) => ({ path: `/api/bookings/${id}/test-payment`, json: TEST_CARD })),
  },
  // Safe pickups: a childcare booking's guest and host only; the matrix's owned booking is not childcare, yet a stranger
  // is refused before the type is looked at (web-safe-pickups.e2e.ts records real check-ins).
  // The time-bank: the signed-in member's own hours only (read only: no route creates hours).
  'GET /api/time-bank': {
    call: () => ({ path: '/api/time-bank' }),
    outcomes: { visitor: 401, member: 'allowed', admin: 'allowed' },
  },
  'GET /api/bookings/{id}/pickup': {
    call: () => ({ path: `/api/bookings/${NO_SUCH_BOOKING}/pickup` }),
    outcomes: { visitor: 401, member: 404, admin: 404 },
    owned: ownedBooking((id) => ({ path: `/api/bookings/${id}/pickup` })),
  },
  'PUT /api/bookings/{id}/pickup/authorised-adults': {
    call: () => ({ path: `/api/bookings/${NO_SUCH_BOOKING}/pickup/authorised-adults`, json: { names: ['Ana Silva'] } }),
    outcomes: { visitor: 401, member: 404, admin: 404 },
    owned: ownedBooking((id) => ({
      path: `/api/bookings/${id}/pickup/authorised-adults`,
      json: { names: ['Ana Silva'] },
    })),
  },
  'POST /api/bookings/{id}/pickup/handovers': {
    call: () => ({ path: `/api/bookings/${NO_SUCH_BOOKING}/pickup/handovers`, json: { kind: 'collected' } }),
    outcomes: { visitor: 401, member: 404, admin: 404 },
    owned: ownedBooking((id) => ({ path: `/api/bookings/${id}/pickup/handovers`, json: { kind: 'collected' } })),
  },
  'GET /api/bookings/{id}/payment': {
    call: () => ({ path: `/api/bookings/${NO_SUCH_BOOKING}/payment` }),
    outcomes: { visitor: 401, member: 404, admin: 404 },
    owned: ownedBooking((id) => ({ path: `/api/bookings/${id}/payment` })),
  },
  // A safe first meeting: only the booking's guest and host may ask; a plan is seen and changed only by its maker
  // (web-safe-first-meeting.e2e.ts shares, checks in and misses a check-in for real). The owner's pending booking
  // cannot have a plan: another member's attempt is refused as not found and shares nothing.
  'GET /api/bookings/{id}/safety-plan': {
    call: () => ({ path: `/api/bookings/${NO_SUCH_BOOKING}/safety-plan` }),
    outcomes: { visitor: 401, member: 404, admin: 404 },
    owned: ownedBooking((id) => ({ path: `/api/bookings/${id}/safety-plan` })),
  },
  'POST /api/bookings/{id}/safety-plan': {
    call: () => ({ path: `/api/bookings/${NO_SUCH_BOOKING}/safety-plan`, json: TRUSTED_CONTACT }),
    outcomes: { visitor: 401, member: 404, admin: 404 },
    owned: ownedBooking((id) => ({ path: `/api/bookings/${id}/safety-plan`, json: TRUSTED_CONTACT })),
  },
  'POST /api/safety-plans/{id}/check-in': {
    call: () => ({ path: `/api/safety-plans/${NO_SUCH_SAFETY_PLAN}/check-in` }),
    outcomes: { visitor: 401, member: 404, admin: 404 },
  },
  'POST /api/safety-plans/{id}/cancel': {
    call: () => ({ path: `/api/safety-plans/${NO_SUCH_SAFETY_PLAN}/cancel` }),
    outcomes: { visitor: 401, member: 404, admin: 404 },
  },
  // The emergency cover circle: each member's own circle and requests (no id to ask for another's); an unknown member or
  // request, or one the caller may not answer, is not found; a request with an empty circle is refused on its merits
  // (bookings' cover-circle.int.spec.ts covers it for real).
  'GET /api/cover-circle': {
    call: () => ({ path: '/api/cover-circle' }),
    outcomes: { visitor: 401, member: 'allowed', admin: 'allowed' },
  },
  'POST /api/cover-circle/members': {
    call: () => ({ path: '/api/cover-circle/members', json: { memberId: NO_SUCH_CIRCLE_MEMBER } }),
    outcomes: { visitor: 401, member: 404, admin: 404 },
  },
  'DELETE /api/cover-circle/members/{id}': {
    call: () => ({ path: `/api/cover-circle/members/${NO_SUCH_CIRCLE_MEMBER}` }),
    outcomes: { visitor: 401, member: 404, admin: 404 },
  },
  'DELETE /api/cover-circle/memberships/{id}': {
    call: () => ({ path: `/api/cover-circle/memberships/${NO_SUCH_CIRCLE_MEMBER}` }),
    outcomes: { visitor: 401, member: 404, admin: 404 },
  },
  'GET /api/cover-requests': {
    call: () => ({ path: '/api/cover-requests' }),
    outcomes: { visitor: 401, member: 'allowed', admin: 'allowed' },
  },
  'POST /api/cover-requests': {
    call: () => ({ path: '/api/cover-requests', json: URGENT_COVER }),
    outcomes: { visitor: 401, member: 409, admin: 409 },
  },
  'POST /api/cover-requests/{id}/accept': {
    call: () => ({ path: `/api/cover-requests/${NO_SUCH_COVER_REQUEST}/accept` }),
    outcomes: { visitor: 401, member: 404, admin: 404 },
  },
  'POST /api/cover-requests/{id}/cancel': {
    call: () => ({ path: `/api/cover-requests/${NO_SUCH_COVER_REQUEST}/cancel` }),
    outcomes: { visitor: 401, member: 404, admin: 404 },
  },
  // Payouts: only the member's own account (no id to ask for another's); the stack's test provider readies it at once.
  'GET /api/payments/payout-account': {
    call: () => ({ path: '/api/payments/payout-account' }),
    outcomes: { visitor: 401, member: 'allowed', admin: 'allowed' },
  },
  'POST /api/payments/payout-account/onboarding': {
    call: () => ({ path: '/api/payments/payout-account/onboarding', json: {} }),
    outcomes: { visitor: 401, member: 'allowed', admin: 'allowed' },
  },
  // Stripe's webhook: no session is asked for, the signature is the guard; an unsigned body is refused for anyone.
  'POST /api/payments/webhook': {
    call: () => ({ path: '/api/payments/webhook', json: { id: 'evt_unsigned', type: 'account.updated' } }),
    outcomes: { visitor: 400, member: 400, admin: 400 },
  },
  // Admins only. The admin's POST sends an out-of-range rate (400): the guard is proven without changing a rate.
  'GET /api/admin/commission-settings': {
    call: () => ({ path: '/api/admin/commission-settings' }),
    outcomes: { visitor: 401, member: 403, admin: 'allowed' },
  },
  'POST /api/admin/commission-settings': {
    call: () => ({ path: '/api/admin/commission-settings', json: { serviceType: 'childcare', rate: 2 } }),
    outcomes: { visitor: 401, member: 403, admin: 400 },
  },
  // Payment analytics: every member sees only their own figures; the platform's are for admins.
  'GET /api/payment-analytics': {
    call: () => ({ path: '/api/payment-analytics' }),
    outcomes: { visitor: 401, member: 'allowed', admin: 'allowed' },
  },
  // Community events: any member; an unknown event is 404, one across a block is the same.
  'GET /api/community-events': {
    call: () => ({ path: '/api/community-events?type=workshop' }),
    outcomes: { visitor: 401, member: 'allowed', admin: 'allowed' },
  },
  'GET /api/community-events/{eventId}': {
    call: () => ({ path: `/api/community-events/${NO_SUCH_EVENT}` }),
    outcomes: { visitor: 401, member: 404, admin: 404 },
  },
  'GET /api/community-events/{eventId}/calendar.ics': {
    call: () => ({ path: `/api/community-events/${NO_SUCH_EVENT}/calendar.ics` }),
    outcomes: { visitor: 401, member: 404, admin: 404 },
  },
  // Calendars: the feed answers by its secret alone (a real feed in web-calendar-feed.e2e.ts); no secret is guessable.
  'GET /api/calendar/feed-link': {
    call: () => ({ path: '/api/calendar/feed-link' }),
    outcomes: { visitor: 401, member: 'allowed', admin: 'allowed' },
  },
  'POST /api/calendar/feed-link': {
    call: () => ({ path: '/api/calendar/feed-link', json: {} }),
    outcomes: { visitor: 401, member: 'allowed', admin: 'allowed' },
  },
  'GET /api/calendar/feed/{file}': {
    call: () => ({ path: `/api/calendar/feed/${'A'.repeat(43)}.ics` }),
    outcomes: { visitor: 404, member: 404, admin: 404 },
  },
  // Google Calendar is not configured in the e2e stack's matrix run unless its stand-in is: either answer is checked.
  'GET /api/calendar/google': {
    call: () => ({ path: '/api/calendar/google' }),
    outcomes: { visitor: 401, member: 'allowed', admin: 'allowed' },
  },
  'POST /api/calendar/connect': {
    call: () => ({ path: '/api/calendar/connect', json: {} }),
    outcomes: { visitor: 401, member: 'allowed', admin: 'allowed' },
  },
  'GET /api/calendar/google/callback': {
    call: () => ({ path: '/api/calendar/google/callback?code=made-up&state=made-up', noRedirects: true }),
    outcomes: { visitor: 302, member: 302, admin: 302 },
  },
  // Downloading my data: only the caller's own (no argument names a member); web-data-export.e2e.ts opens the archive.
  'GET /api/me/data-export': {
    call: () => ({ path: '/api/me/data-export' }),
    outcomes: { visitor: 401, member: 'allowed', admin: 'allowed' },
  },
  'GET /api/bookings/{id}/calendar.ics': {
    call: () => ({ path: `/api/bookings/${NO_SUCH_BOOKING}/calendar.ics` }),
    outcomes: { visitor: 401, member: 404, admin: 404 },
    owned: ownedBooking((id) => ({ path: `/api/bookings/${id}/calendar.ics` })),
  },
  'POST /api/community-events': {
    call: () => ({ path: '/api/community-events', json: REFUSED_EVENT }),
    outcomes: { visitor: 401, member: 400, admin: 400 },
  },
  'POST /api/community-events/{eventId}/cancel': {
    call: () => ({ path: `/api/community-events/${NO_SUCH_EVENT}/cancel`, json: { wholeSeries: false } }),
    outcomes: { visitor: 401, member: 404, admin: 404 },
  },
  'POST /api/community-events/{eventId}/pause': {
    call: () => ({ path: `/api/community-events/${NO_SUCH_EVENT}/pause`, json: { wholeSeries: false } }),
    outcomes: { visitor: 401, member: 404, admin: 404 },
  },
  'POST /api/community-events/{eventId}/resume': {
    call: () => ({ path: `/api/community-events/${NO_SUCH_EVENT}/resume`, json: { wholeSeries: false } }),
    outcomes: { visitor: 401, member: 404, admin: 404 },
  },
  'POST /api/community-events/{eventId}/rsvp': {
    call: () => ({ path: `/api/community-events/${NO_SUCH_EVENT}/rsvp`, json: { status: 'confirmed' } }),
    outcomes: { visitor: 401, member: 404, admin: 404 },
  },
  // Video meetings: any member schedules and lists; one meeting only when visible (host, invitee, or public), and only
  // its host cancels or invites (another member's private meeting is 404, as an unknown one).
  'GET /api/video-meetings': {
    call: () => ({ path: '/api/video-meetings?view=upcoming' }),
    outcomes: { visitor: 401, member: 'allowed', admin: 'allowed' },
  },
  'POST /api/video-meetings': {
    call: () => ({ path: '/api/video-meetings', json: REFUSED_MEETING }),
    outcomes: { visitor: 401, member: 400, admin: 400 },
  },
  'GET /api/video-meetings/{meetingId}': {
    call: () => ({ path: `/api/video-meetings/${NO_SUCH_MEETING}` }),
    outcomes: { visitor: 401, member: 404, admin: 404 },
    owned: ownedMeeting((id) => ({ path: `/api/video-meetings/${id}` })),
  },
  'DELETE /api/video-meetings/{meetingId}': {
    call: () => ({ path: `/api/video-meetings/${NO_SUCH_MEETING}` }),
    outcomes: { visitor: 401, member: 404, admin: 404 },
    owned: ownedMeeting((id) => ({ path: `/api/video-meetings/${id}` })),
  },
  'GET /api/video-meetings/{meetingId}/calendar.ics': {
    call: () => ({ path: `/api/video-meetings/${NO_SUCH_MEETING}/calendar.ics` }),
    outcomes: { visitor: 401, member: 404, admin: 404 },
    owned: ownedMeeting((id) => ({ path: `/api/video-meetings/${id}/calendar.ics` })),
  },
  'POST /api/video-meetings/{meetingId}/invitations': {
    call: () => ({ path: `/api/video-meetings/${NO_SUCH_MEETING}/invitations`, json: { memberIds: [NO_SUCH_MEMBER] } }),
    outcomes: { visitor: 401, member: 404, admin: 404 },
    owned: ownedMeeting((id) => ({
      path: `/api/video-meetings/${id}/invitations`,
      json: { memberIds: [NO_SUCH_MEMBER] },
    })),
  },
  // Invitations: each member's own; answering another's (or an unknown one) is 404.
  'GET /api/meeting-invitations': {
    call: () => ({ path: '/api/meeting-invitations' }),
    outcomes: { visitor: 401, member: 'allowed', admin: 'allowed' },
  },
  'POST /api/meeting-invitations/{invitationId}/accept': {
    call: () => ({ path: `/api/meeting-invitations/${NO_SUCH_INVITATION}/accept` }),
    outcomes: { visitor: 401, member: 404, admin: 404 },
  },
  'POST /api/meeting-invitations/{invitationId}/decline': {
    call: () => ({ path: `/api/meeting-invitations/${NO_SUCH_INVITATION}/decline` }),
    outcomes: { visitor: 401, member: 404, admin: 404 },
  },
  // A call room's meeting: as the meeting itself.
  'GET /api/video-calls/{roomId}': {
    call: () => ({ path: `/api/video-calls/${NO_SUCH_ROOM}` }),
    outcomes: { visitor: 401, member: 404, admin: 404 },
  },
  // Member search (to invite): any member; blocks and suspensions are left out of the answer, not refused.
  'GET /api/members/search': {
    call: () => ({ path: '/api/members/search?q=Matrix&limit=5' }),
    outcomes: { visitor: 401, member: 'allowed', admin: 'allowed' },
  },
  // Video calls: any member may ask; an unknown room is 404 (as a private meeting of others is).
  'POST /api/video-calls/{roomId}/join': {
    call: () => ({ path: `/api/video-calls/${NO_SUCH_ROOM}/join`, json: {} }),
    outcomes: { visitor: 401, member: 404, admin: 404 },
  },
  // Social media: each member's own posts and platform accounts (no id names another's). Compose is scheduled in the
  // past and generate names no service, so the matrix publishes nothing; connecting X only starts a pending connection.
  'GET /api/social-media-posts': {
    call: () => ({ path: '/api/social-media-posts?limit=5' }),
    outcomes: { visitor: 401, member: 'allowed', admin: 'allowed' },
  },
  'POST /api/social-media-posts': {
    call: () => ({ path: '/api/social-media-posts', json: REFUSED_SOCIAL_POST }),
    outcomes: { visitor: 401, member: 400, admin: 400 },
  },
  'POST /api/social-media-posts/generate': {
    call: () => ({ path: '/api/social-media-posts/generate', json: { serviceId: NO_SUCH_SERVICE } }),
    outcomes: { visitor: 401, member: 404, admin: 404 },
  },
  'GET /api/social-media-posts/summary': {
    call: () => ({ path: '/api/social-media-posts/summary' }),
    outcomes: { visitor: 401, member: 'allowed', admin: 'allowed' },
  },
  'GET /api/social-accounts': {
    call: () => ({ path: '/api/social-accounts' }),
    outcomes: { visitor: 401, member: 'allowed', admin: 'allowed' },
  },
  'POST /api/social-accounts/{platform}/connect': {
    call: () => ({ path: '/api/social-accounts/twitter/connect' }),
    outcomes: { visitor: 401, member: 'allowed', admin: 'allowed' },
  },
  'POST /api/social-accounts/{platform}/complete': {
    call: () => ({ path: '/api/social-accounts/twitter/complete', json: { code: 'matrix', state: 'no-such-state' } }),
    outcomes: { visitor: 401, member: 400, admin: 400 },
  },
  'DELETE /api/social-accounts/{platform}': {
    call: () => ({ path: '/api/social-accounts/linkedin' }),
    outcomes: { visitor: 401, member: 'allowed', admin: 'allowed' },
  },
  // Messages: any member, in their own conversations only; a stranger's conversation is 404, a member they may not
  // message is 403. Calls name no conversation and start none, so the matrix leaves nothing behind.
  'GET /api/conversations': {
    call: () => ({ path: '/api/conversations' }),
    outcomes: { visitor: 401, member: 'allowed', admin: 'allowed' },
  },
  'POST /api/conversations': {
    call: () => ({ path: '/api/conversations', json: { memberId: NO_SUCH_MEMBER } }),
    outcomes: { visitor: 401, member: 403, admin: 403 },
  },
  'GET /api/conversations/{conversationId}/messages': {
    call: () => ({ path: `/api/conversations/${NO_SUCH_CONVERSATION}/messages` }),
    outcomes: { visitor: 401, member: 404, admin: 404 },
  },
  'POST /api/conversations/{conversationId}/messages': {
    call: () => ({ path: `/api/conversations/${NO_SUCH_CONVERSATION}/messages`, json: { body: 'Hello' } }),
    outcomes: { visitor: 401, member: 404, admin: 404 },
  },
  'POST /api/conversations/{conversationId}/read': {
    call: () => ({ path: `/api/conversations/${NO_SUCH_CONVERSATION}/read` }),
    outcomes: { visitor: 401, member: 404, admin: 404 },
  },
  'GET /api/messages/unread-count': {
    call: () => ({ path: '/api/messages/unread-count' }),
    outcomes: { visitor: 401, member: 'allowed', admin: 'allowed' },
  },
  'GET /api/messages/stream': {
    call: () => ({ path: '/api/messages/stream', head: true }),
    outcomes: { visitor: 401, member: 'allowed', admin: 'allowed' },
  },
  'GET /api/admin/payment-analytics': {
    call: () => ({ path: '/api/admin/payment-analytics' }),
    outcomes: { visitor: 401, member: 403, admin: 'allowed' },
  },
  'GET /api/admin/commission-analytics': {
    call: () => ({ path: '/api/admin/commission-analytics' }),
    outcomes: { visitor: 401, member: 403, admin: 'allowed' },
  },
  // Forum: every member reads approved posts, replies and flags; waiting posts and moderation are for admins. Calls
  // name no post or send a refused body, so the matrix leaves nothing behind.
  'GET /api/forum/posts': {
    call: () => ({ path: '/api/forum/posts?approved=false' }),
    outcomes: { visitor: 401, member: 403, admin: 'allowed' },
  },
  'GET /api/forum/posts/{id}': {
    call: () => ({ path: `/api/forum/posts/${NO_SUCH_POST}` }),
    outcomes: { visitor: 401, member: 404, admin: 404 },
  },
  'POST /api/forum/posts': {
    call: () => ({ path: '/api/forum/posts', json: { title: 'Hi', content: 'Too short' } }),
    outcomes: { visitor: 401, member: 400, admin: 400 },
  },
  'POST /api/forum/posts/{id}/moderate': {
    call: () => ({ path: `/api/forum/posts/${NO_SUCH_POST}/moderate`, json: { approved: true } }),
    outcomes: { visitor: 401, member: 403, admin: 404 },
  },
  'POST /api/forum/posts/{id}/replies': {
    call: () => ({ path: `/api/forum/posts/${NO_SUCH_POST}/replies`, json: { content: 'Hello' } }),
    outcomes: { visitor: 401, member: 404, admin: 404 },
  },
  'POST /api/forum/posts/{id}/flags': {
    call: () => ({ path: `/api/forum/posts/${NO_SUCH_POST}/flags`, json: { reason: 'spam' } }),
    outcomes: { visitor: 401, member: 404, admin: 404 },
  },
  'GET /api/forum/replies/pending': {
    call: () => ({ path: '/api/forum/replies/pending' }),
    outcomes: { visitor: 401, member: 403, admin: 'allowed' },
  },
  'POST /api/forum/replies/{id}/moderate': {
    call: () => ({ path: `/api/forum/replies/${NO_SUCH_POST}/moderate`, json: { approved: true } }),
    outcomes: { visitor: 401, member: 403, admin: 404 },
  },
  'GET /api/admin/overview': {
    call: () => ({ path: '/api/admin/overview' }),
    outcomes: { visitor: 401, member: 403, admin: 'allowed' },
  },
  // Contact queries: anyone sends one (the honeypot is filled, so nothing is stored or emailed); admins read
  // and resolve them (the admin resolves an id that does not exist: the guard is proven without changing a query).
  'POST /api/contact/queries': {
    call: () => ({ path: '/api/contact/queries', json: { ...CONTACT_FORM, website: 'matrix' } }),
    outcomes: { visitor: 'allowed', member: 'allowed', admin: 'allowed' },
  },
  'GET /api/contact/queries': {
    call: () => ({ path: '/api/contact/queries' }),
    outcomes: { visitor: 401, member: 403, admin: 'allowed' },
  },
  'POST /api/contact/queries/{id}/resolve': {
    call: () => ({ path: `/api/contact/queries/${NO_SUCH_CONTACT_QUERY}/resolve` }),
    outcomes: { visitor: 401, member: 403, admin: 404 },
  },
  // Reports: any member reports what they can see (an unknown post is 404); admins list and resolve them.
  'POST /api/reports': {
    call: () => ({ path: '/api/reports', json: { targetType: 'post', targetId: NO_SUCH_POST, reason: 'spam' } }),
    outcomes: { visitor: 401, member: 404, admin: 404 },
  },
  'GET /api/admin/reports': {
    call: () => ({ path: '/api/admin/reports' }),
    outcomes: { visitor: 401, member: 403, admin: 'allowed' },
  },
  'POST /api/admin/reports/{id}/resolve': {
    call: () => ({ path: `/api/admin/reports/${NO_SUCH_REPORT}/resolve`, json: { outcome: 'dismiss' } }),
    outcomes: { visitor: 401, member: 403, admin: 404 },
  },
  // Matching: every member, on their own preferences, runs, matches and availability only (no route takes another
  // member's id; a match that is not theirs is 404). Saving empty availability or the defaults changes nothing seen.
  'GET /api/user-preferences': {
    call: () => ({ path: '/api/user-preferences' }),
    outcomes: { visitor: 401, member: 'allowed', admin: 'allowed' },
  },
  'PUT /api/user-preferences': {
    call: () => ({ path: '/api/user-preferences', json: MATRIX_PREFERENCES }),
    outcomes: { visitor: 401, member: 'allowed', admin: 'allowed' },
  },
  'POST /api/ai-matching/generate': {
    call: () => ({ path: '/api/ai-matching/generate' }),
    outcomes: { visitor: 401, member: 'allowed', admin: 'allowed' },
  },
  'GET /api/ai-matching/runs/latest': {
    call: () => ({ path: '/api/ai-matching/runs/latest' }),
    outcomes: { visitor: 401, member: 'allowed', admin: 'allowed' },
  },
  'GET /api/ai-matching/results': {
    call: () => ({ path: '/api/ai-matching/results' }),
    outcomes: { visitor: 401, member: 'allowed', admin: 'allowed' },
  },
  'POST /api/ai-matching/respond/{matchId}': {
    call: () => ({ path: `/api/ai-matching/respond/${NO_SUCH_MATCH}`, json: { response: 'accepted' } }),
    outcomes: { visitor: 401, member: 404, admin: 404 },
  },
  'GET /api/availability': {
    call: () => ({ path: '/api/availability' }),
    outcomes: { visitor: 401, member: 'allowed', admin: 'allowed' },
  },
  'PUT /api/availability': {
    call: () => ({ path: '/api/availability', json: { rules: [] } }),
    outcomes: { visitor: 401, member: 'allowed', admin: 'allowed' },
  },
};

/** Keyed by `Query.field` / `Mutation.field`. */
export const GRAPH_POLICY: Record<string, GraphPolicy> = {
  'Query.me': { query: '{ me { id fullName } }', outcomes: { visitor: 'null', member: 'allowed', admin: 'allowed' } },
  'Query.identityStatus': adminOnly('identityStatus'),
  'Query.mfaStatus': {
    query: '{ mfaStatus { enabled } }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'allowed', admin: 'allowed' },
  },
  'Mutation.startMfaSetup': {
    query: 'mutation { startMfaSetup { secret } }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'allowed', admin: 'allowed' },
  },
  'Mutation.confirmMfaSetup': {
    query: 'mutation { confirmMfaSetup(code: "12") { enabled } }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'BAD_USER_INPUT', admin: 'BAD_USER_INPUT' },
  },
  'Mutation.disableMfa': {
    query: 'mutation { disableMfa(code: "123456") { enabled } }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'CONFLICT', admin: 'CONFLICT' },
  },
  'Query.listingsStatus': adminOnly('listingsStatus'),
  'Query.bookingsStatus': adminOnly('bookingsStatus'),
  'Query.communityStatus': adminOnly('communityStatus'),
  'Query.matchingStatus': adminOnly('matchingStatus'),
  'Query.mediaStatus': adminOnly('mediaStatus'),
  'Query.socialStatus': adminOnly('socialStatus'),
  // Social posts: only the caller's own (no argument names another member's post); compose checks its input first.
  'Query.socialMediaPosts': {
    query: '{ socialMediaPosts(limit: 1) { id } }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'allowed', admin: 'allowed' },
  },
  'Query.socialMediaSummary': {
    query: '{ socialMediaSummary { totalPosts } }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'allowed', admin: 'allowed' },
  },
  'Mutation.composeSocialMediaPosts': {
    query: 'mutation { composeSocialMediaPosts(input: { platforms: [], content: "Matrix", hashtags: [] }) { id } }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'BAD_USER_INPUT', admin: 'BAD_USER_INPUT' },
  },
  // 'AI Generate': without a service it asks for one.
  'Mutation.generateSocialMediaPost': {
    query: 'mutation { generateSocialMediaPost { content } }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'BAD_USER_INPUT', admin: 'BAD_USER_INPUT' },
  },
  // Social accounts: only the caller's own (no argument names another member). X is configured in the e2e stack.
  'Query.socialAccounts': {
    query: '{ socialAccounts { platform mode } }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'allowed', admin: 'allowed' },
  },
  'Mutation.startSocialAccountConnection': {
    query: 'mutation { startSocialAccountConnection(platform: "twitter") { authorizeUrl } }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'allowed', admin: 'allowed' },
  },
  'Mutation.completeSocialAccountConnection': {
    query: 'mutation { completeSocialAccountConnection(platform: "twitter", code: "m", state: "none") { mode } }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'BAD_USER_INPUT', admin: 'BAD_USER_INPUT' },
  },
  'Mutation.disconnectSocialAccount': {
    query: 'mutation { disconnectSocialAccount(platform: "linkedin") { mode } }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'allowed', admin: 'allowed' },
  },
  // Only the member's own devices: another member's session id is answered as unknown (identity's tests show it).
  'Query.mySessions': {
    query: '{ mySessions { id current } }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'allowed', admin: 'allowed' },
  },
  'Mutation.endSession': {
    query: 'mutation { endSession(id: "00000000-0000-4000-8000-000000000000") }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },
  'Mutation.signOutEverywhere': {
    query: 'mutation { signOutEverywhere }',
    changesSession: true,
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'allowed', admin: 'allowed' },
  },
  'Mutation.completeSignup': {
    query: 'mutation { completeSignup { id hasPendingSignup } }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'allowed', admin: 'allowed' },
  },
  'Mutation.confirmEmail': {
    query: 'mutation { confirmEmail(token: "not-a-token-we-sent") }',
    outcomes: { visitor: 'BAD_USER_INPUT', member: 'BAD_USER_INPUT', admin: 'BAD_USER_INPUT' },
  },
  'Mutation.resendEmailConfirmation': {
    query: 'mutation { resendEmailConfirmation }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'allowed', admin: 'CONFLICT' },
  },
  // A member reads only their own verification (no id to ask for another's); cases, documents and their links are
  // for admins only: any member, the document's owner included, is FORBIDDEN.
  'Query.myVerification': {
    query: '{ myVerification { status } }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'allowed', admin: 'allowed' },
  },
  'Query.verificationCases': {
    query: '{ verificationCases { id status } }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'FORBIDDEN', admin: 'allowed' },
  },
  'Query.verificationDocumentLink': {
    query: '{ verificationDocumentLink(caseId: "00000000-0000-4000-8000-000000000000") { url } }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'FORBIDDEN', admin: 'NOT_FOUND' },
  },
  'Mutation.setUpProfile': {
    query: 'mutation { setUpProfile(input: { country: "United Kingdom", postcode: "LS1 4AP" }) { id } }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'allowed', admin: 'allowed' },
  },
  'Mutation.decideVerification': {
    query: 'mutation { decideVerification(caseId: "00000000-0000-4000-8000-000000000000", decision: APPROVE) { id } }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'FORBIDDEN', admin: 'NOT_FOUND' },
  },
  // The caller's own enhanced profile and block list: no field takes another member's id to read.
  'Query.myEnhancedProfile': {
    query: '{ myEnhancedProfile { bio languagesSpoken } }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'allowed', admin: 'allowed' },
  },
  'Mutation.updateEnhancedProfile': {
    query: 'mutation { updateEnhancedProfile(input: { skillsInterests: "Matrix" }) { skillsInterests } }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'allowed', admin: 'allowed' },
  },
  'Query.myBlockedMembers': {
    query: '{ myBlockedMembers { memberId fullName } }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'allowed', admin: 'allowed' },
  },
  // Blocking a real member is in web-blocking.e2e.ts; here the guard, and that nobody can block a made-up id.
  'Mutation.blockMember': {
    query: 'mutation { blockMember(memberId: "00000000-0000-4000-8000-00000000b10c") }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },
  'Query.myPreEmptiveBlocks': {
    query: '{ myPreEmptiveBlocks { id kind label createdAt } }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'allowed', admin: 'allowed' },
  },
  'Mutation.addPreEmptiveBlock': {
    query: 'mutation { addPreEmptiveBlock(input: { email: "not an address" }) { id } }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'BAD_USER_INPUT', admin: 'BAD_USER_INPUT' },
  },
  'Mutation.removePreEmptiveBlock': {
    query: `mutation { removePreEmptiveBlock(id: "${NO_SUCH_PRE_EMPTIVE_BLOCK}") }`,
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },
  'Query.myVouchRequests': {
    query: '{ myVouchRequests { id status } }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'allowed', admin: 'allowed' },
  },
  'Query.vouchesAskedOfMe': {
    query: '{ vouchesAskedOfMe { id status } }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'allowed', admin: 'allowed' },
  },
  'Mutation.requestVouch': {
    query: `mutation { requestVouch(voucherId: "${NO_SUCH_MEMBER}") { id } }`,
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },
  'Mutation.respondToVouch': {
    query: `mutation { respondToVouch(id: "${NO_SUCH_VOUCH}", accept: true) { id } }`,
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },
  'Mutation.revokeVouch': {
    query: `mutation { revokeVouch(id: "${NO_SUCH_VOUCH}") { id } }`,
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },
  'Query.dbsCheck': {
    query: `{ dbsCheck(memberId: "${NO_SUCH_MEMBER}") { issuedOn } }`,
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'FORBIDDEN', admin: 'null' },
  },
  'Mutation.recordDbsCheck': {
    query: `mutation { recordDbsCheck(memberId: "${NO_SUCH_MEMBER}", input: { certificateNumber: "001234567890", issuedOn: "2026-01-02" }) { issuedOn } }`,
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'FORBIDDEN', admin: 'NOT_FOUND' },
  },
  'Mutation.revokeDbsCheck': {
    query: `mutation { revokeDbsCheck(memberId: "${NO_SUCH_MEMBER}") }`,
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'FORBIDDEN', admin: 'NOT_FOUND' },
  },
  'Query.myOnlyVerifiedContact': {
    query: '{ myOnlyVerifiedContact }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'allowed', admin: 'allowed' },
  },
  // Turning it off (the default) leaves the test members as they were.
  'Mutation.setOnlyVerifiedContact': {
    query: 'mutation { setOnlyVerifiedContact(enabled: false) }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'allowed', admin: 'allowed' },
  },
  'Mutation.unblockMember': {
    query: 'mutation { unblockMember(memberId: "00000000-0000-4000-8000-00000000b10c") }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'allowed', admin: 'allowed' },
  },
  // Services: the same rules as /api/services (the owner-only mutations answer NOT_FOUND to anyone else).
  'Query.service': {
    query: `{ service(id: "${NO_SUCH_SERVICE}") { id title } }`,
    outcomes: { visitor: 'null', member: 'null', admin: 'null' },
  },
  'Query.myServices': {
    query: '{ myServices { id status } }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'allowed', admin: 'allowed' },
  },
  'Query.services': {
    query: '{ services(filter: { type: "playdate" }, first: 5) { services { id area { district } } nextCursor } }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'allowed', admin: 'allowed' },
  },
  'Mutation.createService': {
    query: `mutation { createService(input: ${SERVICE_INPUT}) { id status } }`,
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'allowed', admin: 'allowed' },
  },
  'Mutation.updateService': {
    query: `mutation { updateService(id: "${NO_SUCH_SERVICE}", input: ${SERVICE_INPUT}) { id } }`,
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },
  'Mutation.setServiceStatus': {
    query: `mutation { setServiceStatus(id: "${NO_SUCH_SERVICE}", status: "paused") { id } }`,
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },
  'Mutation.deleteService': {
    query: `mutation { deleteService(id: "${NO_SUCH_SERVICE}") }`,
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },
  // Bookings: the same rules as /api/bookings.
  'Query.guestBookings': {
    query: '{ guestBookings { id status } }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'allowed', admin: 'allowed' },
  },
  'Query.hostBookings': {
    query: '{ hostBookings { id status } }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'allowed', admin: 'allowed' },
  },
  'Query.booking': {
    query: `{ booking(id: "${NO_SUCH_BOOKING}") { id status } }`,
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'null', admin: 'null' },
  },
  'Mutation.requestBooking': {
    query: `mutation { requestBooking(input: { serviceId: "${NO_SUCH_SERVICE}", bookingDate: "${FUTURE_DAY}" }) { id } }`,
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },
  'Mutation.acceptBooking': {
    query: `mutation { acceptBooking(id: "${NO_SUCH_BOOKING}") { id } }`,
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },
  'Mutation.declineBooking': {
    query: `mutation { declineBooking(id: "${NO_SUCH_BOOKING}") { id } }`,
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },
  'Mutation.cancelBooking': {
    query: `mutation { cancelBooking(id: "${NO_SUCH_BOOKING}") { id } }`,
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },
  'Mutation.payBookingWithTestCard': {
    query: `mutation { payBookingWithTestCard(id: "${NO_SUCH_BOOKING}", card: { cardNumber: "4242424242424242", expMonth: 12, expYear: 2034, cvc: "123" }) { id } }`,
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },
  'Query.timeBank': {
    query: '{ timeBank { balance } }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'allowed', admin: 'allowed' },
  },
  'Query.bookingPickup': {
    query: `{ bookingPickup(bookingId: "${NO_SUCH_BOOKING}") { bookingId } }`,
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'null', admin: 'null' },
  },
  'Mutation.setAuthorisedAdults': {
    query: `mutation { setAuthorisedAdults(bookingId: "${NO_SUCH_BOOKING}", names: ["Ana Silva"]) { bookingId } }`,
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },
  'Mutation.recordHandover': {
    query: `mutation { recordHandover(bookingId: "${NO_SUCH_BOOKING}", kind: "collected") { bookingId } }`,
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },
  // Occurrences of recurring services: any member reads them (an unknown or one-off service is not found); only the
  // host changes them (another member's attempt is not found too).
  'Query.serviceOccurrences': {
    query: `{ serviceOccurrences(serviceId: "${NO_SUCH_SERVICE}") { date } }`,
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },
  'Mutation.setServiceOccurrenceState': {
    query: `mutation { setServiceOccurrenceState(serviceId: "${NO_SUCH_SERVICE}", date: "2030-01-07", state: "paused") { date } }`,
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },
  'Mutation.setServiceSeriesState': {
    query: `mutation { setServiceSeriesState(serviceId: "${NO_SUCH_SERVICE}", state: "paused") { date } }`,
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },
  'Query.bookingPayment': {
    query: `{ bookingPayment(bookingId: "${NO_SUCH_BOOKING}") { provider } }`,
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },
  'Query.bookingSafety': {
    query: `{ bookingSafety(bookingId: "${NO_SUCH_BOOKING}") { canShare } }`,
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },
  'Mutation.shareSafetyPlan': {
    query: `mutation { shareSafetyPlan(input: { bookingId: "${NO_SUCH_BOOKING}", contactName: "Ruth", contactEmail: "ruth@example.net" }) { id } }`,
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },
  'Mutation.checkInSafetyPlan': {
    query: `mutation { checkInSafetyPlan(id: "${NO_SUCH_SAFETY_PLAN}") { id } }`,
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },
  'Mutation.cancelSafetyPlan': {
    query: `mutation { cancelSafetyPlan(id: "${NO_SUCH_SAFETY_PLAN}") { id } }`,
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },
  'Query.coverCircle': {
    query: '{ coverCircle { members { userId } } }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'allowed', admin: 'allowed' },
  },
  'Query.coverRequests': {
    query: '{ coverRequests { id } }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'allowed', admin: 'allowed' },
  },
  'Mutation.addToCoverCircle': {
    query: `mutation { addToCoverCircle(memberId: "${NO_SUCH_CIRCLE_MEMBER}") { members { userId } } }`,
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },
  'Mutation.removeFromCoverCircle': {
    query: `mutation { removeFromCoverCircle(memberId: "${NO_SUCH_CIRCLE_MEMBER}") { members { userId } } }`,
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },
  'Mutation.leaveCoverCircle': {
    query: `mutation { leaveCoverCircle(ownerId: "${NO_SUCH_CIRCLE_MEMBER}") { memberOf { userId } } }`,
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },
  'Mutation.requestCover': {
    query: `mutation { requestCover(input: { day: "${FUTURE_DAY}", fromTime: "09:00", untilTime: "15:00", children: 1 }) { id } }`,
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'CONFLICT', admin: 'CONFLICT' },
  },
  'Mutation.acceptCover': {
    query: `mutation { acceptCover(id: "${NO_SUCH_COVER_REQUEST}") { id } }`,
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },
  'Mutation.cancelCover': {
    query: `mutation { cancelCover(id: "${NO_SUCH_COVER_REQUEST}") { id } }`,
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },
  'Query.payoutAccount': {
    query: '{ payoutAccount { status } }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'allowed', admin: 'allowed' },
  },
  'Mutation.startPayoutOnboarding': {
    query: 'mutation { startPayoutOnboarding { url } }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'allowed', admin: 'allowed' },
  },
  // Commission rates: admins only; the admin's mutation sends an out-of-range rate so no rate changes.
  'Query.commissionSettings': {
    query: '{ commissionSettings { serviceType rate isDefault } }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'FORBIDDEN', admin: 'allowed' },
  },
  'Mutation.setCommissionRate': {
    query: 'mutation { setCommissionRate(serviceType: "childcare", rate: "2") { rate } }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'FORBIDDEN', admin: 'BAD_USER_INPUT' },
  },
  // Payment analytics: the same rules as /api/payment-analytics and /api/admin/*-analytics.
  'Query.myPaymentAnalytics': {
    query: '{ myPaymentAnalytics { earnedMinor spentMinor paidBookings } }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'allowed', admin: 'allowed' },
  },
  // Community events: any member; an unknown event is null (query) or NOT_FOUND (mutation).
  'Query.communityEvents': {
    query: '{ communityEvents(type: "social") { id title } }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'allowed', admin: 'allowed' },
  },
  'Query.communityEvent': {
    query: `{ communityEvent(id: "${NO_SUCH_EVENT}") { id } }`,
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'null', admin: 'null' },
  },
  'Mutation.createCommunityEvent': {
    query: `mutation { createCommunityEvent(input: { title: "Policy picnic", startDateTime: "2099-06-01T10:00:00Z", endDateTime: "2099-06-01T12:00:00Z", maxParticipants: 1 }) { id } }`,
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'BAD_USER_INPUT', admin: 'BAD_USER_INPUT' },
  },
  'Mutation.rsvpCommunityEvent': {
    query: `mutation { rsvpCommunityEvent(eventId: "${NO_SUCH_EVENT}", status: "going") { id } }`,
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },
  'Mutation.cancelCommunityEvent': {
    query: `mutation { cancelCommunityEvent(eventId: "${NO_SUCH_EVENT}", wholeSeries: true) { id } }`,
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },
  'Mutation.pauseCommunityEvent': {
    query: `mutation { pauseCommunityEvent(eventId: "${NO_SUCH_EVENT}", wholeSeries: true) { id } }`,
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },
  'Mutation.resumeCommunityEvent': {
    query: `mutation { resumeCommunityEvent(eventId: "${NO_SUCH_EVENT}", wholeSeries: true) { id } }`,
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },
  'Mutation.cancelRsvp': {
    query: `mutation { cancelRsvp(eventId: "${NO_SUCH_EVENT}") { id } }`,
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },
  // Video meetings and member search: as their REST routes.
  'Query.videoMeetings': {
    query: '{ videoMeetings(view: "upcoming") { id title } }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'allowed', admin: 'allowed' },
  },
  'Query.myCalendarFeedLink': {
    query: '{ myCalendarFeedLink { createdAt } }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'answered', admin: 'answered' },
  },
  'Mutation.resetCalendarFeedLink': {
    query: 'mutation { resetCalendarFeedLink { createdAt } }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'allowed', admin: 'allowed' },
  },
  'Query.myGoogleCalendar': {
    query: '{ myGoogleCalendar { available connected } }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'allowed', admin: 'allowed' },
  },
  'Mutation.connectGoogleCalendar': {
    query: 'mutation { connectGoogleCalendar }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'allowed', admin: 'allowed' },
  },
  'Mutation.completeGoogleCalendarConnection': {
    query: 'mutation { completeGoogleCalendarConnection(code: "made-up", state: "made-up") }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'BAD_USER_INPUT', admin: 'BAD_USER_INPUT' },
  },
  'Query.calendarFeed': {
    query: '{ calendarFeed(secret: "no-such-secret") { subjectId } }',
    outcomes: { visitor: 'null', member: 'null', admin: 'null' },
  },
  'Query.videoMeeting': {
    query: `{ videoMeeting(id: "${NO_SUCH_MEETING}") { id } }`,
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'null', admin: 'null' },
  },
  'Query.videoMeetingByRoom': {
    query: `{ videoMeetingByRoom(roomId: "${NO_SUCH_ROOM}") { id } }`,
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'null', admin: 'null' },
  },
  'Query.myMeetingInvitations': {
    query: '{ myMeetingInvitations { id status } }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'allowed', admin: 'allowed' },
  },
  'Query.searchMembers': {
    query: '{ searchMembers(name: "Matrix", limit: 5) { id firstName } }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'allowed', admin: 'allowed' },
  },
  'Mutation.scheduleVideoMeeting': {
    query: `mutation { scheduleVideoMeeting(input: { title: "Policy meeting", scheduledFor: "2099-06-01T10:00:00Z", duration: 5 }) { id } }`,
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'BAD_USER_INPUT', admin: 'BAD_USER_INPUT' },
  },
  'Mutation.cancelVideoMeeting': {
    query: `mutation { cancelVideoMeeting(id: "${NO_SUCH_MEETING}") }`,
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },
  'Mutation.inviteToVideoMeeting': {
    query: `mutation { inviteToVideoMeeting(meetingId: "${NO_SUCH_MEETING}", memberIds: ["${NO_SUCH_MEMBER}"]) { id } }`,
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },
  'Mutation.acceptMeetingInvitation': {
    query: `mutation { acceptMeetingInvitation(id: "${NO_SUCH_INVITATION}") { id } }`,
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },
  'Mutation.declineMeetingInvitation': {
    query: `mutation { declineMeetingInvitation(id: "${NO_SUCH_INVITATION}") { id } }`,
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },
  'Query.paymentAnalytics': {
    query: '{ paymentAnalytics { volumeMinor commissionMinor paidBookings } }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'FORBIDDEN', admin: 'allowed' },
  },
  'Query.commissionAnalytics': {
    query: '{ commissionAnalytics { serviceType volumeMinor effectiveRate } }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'FORBIDDEN', admin: 'allowed' },
  },
  // Forum: as its REST routes.
  'Query.forumPosts': {
    query: '{ forumPosts(approved: false) { id } }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'FORBIDDEN', admin: 'allowed' },
  },
  'Query.forumPost': {
    query: `{ forumPost(id: "${NO_SUCH_POST}") { id } }`,
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'null', admin: 'null' },
  },
  'Query.forumStats': {
    query: '{ forumStats { activeDiscussions } }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'allowed', admin: 'allowed' },
  },
  'Query.pendingForumReplies': {
    query: '{ pendingForumReplies { id } }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'FORBIDDEN', admin: 'allowed' },
  },
  'Mutation.submitForumPost': {
    query: 'mutation { submitForumPost(input: { title: "Hi", content: "Too short" }) { id } }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'BAD_USER_INPUT', admin: 'BAD_USER_INPUT' },
  },
  'Mutation.moderateForumPost': {
    query: `mutation { moderateForumPost(id: "${NO_SUCH_POST}", approved: true) { id } }`,
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'FORBIDDEN', admin: 'NOT_FOUND' },
  },
  'Mutation.moderateForumReply': {
    query: `mutation { moderateForumReply(id: "${NO_SUCH_POST}", approved: true, reason: null) }`,
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'FORBIDDEN', admin: 'NOT_FOUND' },
  },
  'Mutation.replyToForumPost': {
    query: `mutation { replyToForumPost(postId: "${NO_SUCH_POST}", content: "Hello") { id } }`,
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },
  'Mutation.flagForumPost': {
    query: `mutation { flagForumPost(postId: "${NO_SUCH_POST}", reason: "spam") { hidden } }`,
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },
  // The admin overview's figures, one per owning service.
  'Query.memberCount': {
    query: '{ memberCount }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'FORBIDDEN', admin: 'allowed' },
  },
  'Query.pendingVerificationCount': {
    query: '{ pendingVerificationCount }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'FORBIDDEN', admin: 'allowed' },
  },
  'Query.serviceCount': {
    query: '{ serviceCount }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'FORBIDDEN', admin: 'allowed' },
  },
  'Query.bookingCount': {
    query: '{ bookingCount }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'FORBIDDEN', admin: 'allowed' },
  },
  // Contact queries: the same rules as /api/contact/queries.
  'Mutation.submitContactQuery': {
    query: `mutation { submitContactQuery(input: { firstName: "Matrix", lastName: "Visitor", email: "matrix@example.org", subject: "Matrix", message: "A honeypot query.", website: "matrix" }) { received } }`,
    outcomes: { visitor: 'allowed', member: 'allowed', admin: 'allowed' },
  },
  'Query.contactQueries': {
    query: '{ contactQueries { id isResolved } }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'FORBIDDEN', admin: 'allowed' },
  },
  'Query.pendingForumPostCount': {
    query: '{ pendingForumPostCount }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'FORBIDDEN', admin: 'allowed' },
  },
  'Query.openContactQueryCount': {
    query: '{ openContactQueryCount }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'FORBIDDEN', admin: 'allowed' },
  },
  'Mutation.resolveContactQuery': {
    query: `mutation { resolveContactQuery(id: "${NO_SUCH_CONTACT_QUERY}") { id } }`,
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'FORBIDDEN', admin: 'NOT_FOUND' },
  },
  // Messages: the same rules as /api/conversations and /api/messages/*.
  'Query.myConversations': {
    query: '{ myConversations { id unreadCount } }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'allowed', admin: 'allowed' },
  },
  'Query.unreadMessageCount': {
    query: '{ unreadMessageCount }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'allowed', admin: 'allowed' },
  },
  'Query.conversationMessages': {
    query: `{ conversationMessages(conversationId: "${NO_SUCH_CONVERSATION}") { hasMore } }`,
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },
  'Mutation.startConversation': {
    query: `mutation { startConversation(memberId: "${NO_SUCH_MEMBER}") { id } }`,
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'FORBIDDEN', admin: 'FORBIDDEN' },
  },
  'Mutation.joinVideoCall': {
    query: `mutation { joinVideoCall(roomId: "${NO_SUCH_ROOM}") { token } }`,
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },
  'Mutation.sendMessage': {
    query: `mutation { sendMessage(conversationId: "${NO_SUCH_CONVERSATION}", body: "Hello") { id } }`,
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },
  'Mutation.markConversationRead': {
    query: `mutation { markConversationRead(conversationId: "${NO_SUCH_CONVERSATION}") { id } }`,
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },
  // Reports: the same rules as /api/reports and /api/admin/reports.
  'Mutation.reportContent': {
    query: `mutation { reportContent(input: { targetType: "post", targetId: "${NO_SUCH_POST}", reason: "spam" }) { id } }`,
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },
  'Query.reports': {
    query: '{ reports { id status } }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'FORBIDDEN', admin: 'allowed' },
  },
  'Query.openReportCount': {
    query: '{ openReportCount }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'FORBIDDEN', admin: 'allowed' },
  },
  'Mutation.resolveReport': {
    query: `mutation { resolveReport(id: "${NO_SUCH_REPORT}", outcome: "dismiss") }`,
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'FORBIDDEN', admin: 'NOT_FOUND' },
  },
  // Matching: the same rules as /api/user-preferences, /api/ai-matching/* and /api/availability.
  'Query.myMatchingPreferences': {
    query: '{ myMatchingPreferences { serviceTypes maxDistanceMiles } }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'allowed', admin: 'allowed' },
  },
  'Mutation.updateMatchingPreferences': {
    query:
      'mutation { updateMatchingPreferences(input: { serviceTypes: ["playdates"], maxDistanceMiles: 10, ' +
      'minMatchScore: 0.7, verifiedContactOnly: false }) { maxDistanceMiles } }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'allowed', admin: 'allowed' },
  },
  'Query.latestMatchRun': {
    query: '{ latestMatchRun { id status } }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'answered', admin: 'answered' },
  },
  'Mutation.generateMatches': {
    query: 'mutation { generateMatches { id status } }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'allowed', admin: 'allowed' },
  },
  'Query.myMatches': {
    query: '{ myMatches { stats { total } } }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'allowed', admin: 'allowed' },
  },
  'Mutation.respondToMatch': {
    query: `mutation { respondToMatch(matchId: "${NO_SUCH_MATCH}", response: "accepted") { id } }`,
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },
  'Query.myAvailability': {
    query: '{ myAvailability { kind state } }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'allowed', admin: 'allowed' },
  },
  'Mutation.setAvailability': {
    query: 'mutation { setAvailability(rules: []) { kind } }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'allowed', admin: 'allowed' },
  },
  // Each service's part of the caller's own data export (no argument names a member).
  'Query.myIdentityDataExport': {
    query: '{ myIdentityDataExport }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'allowed', admin: 'allowed' },
  },
  'Query.myListingsDataExport': {
    query: '{ myListingsDataExport }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'allowed', admin: 'allowed' },
  },
  'Query.myBookingsDataExport': {
    query: '{ myBookingsDataExport }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'allowed', admin: 'allowed' },
  },
  'Query.myCommunityDataExport': {
    query: '{ myCommunityDataExport }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'allowed', admin: 'allowed' },
  },
  'Query.myMatchingDataExport': {
    query: '{ myMatchingDataExport }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'allowed', admin: 'allowed' },
  },
  'Query.myMediaDataExport': {
    query: '{ myMediaDataExport }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'allowed', admin: 'allowed' },
  },
  'Query.mySocialDataExport': {
    query: '{ mySocialDataExport }',
    outcomes: { visitor: 'UNAUTHENTICATED', member: 'allowed', admin: 'allowed' },
  },
};

/** Sends a policy call as a client: JSON or multipart body for unsafe methods, with the CSRF header. */
export async function send(
  http: APIRequestContext,
  csrfToken: string,
  method: string,
  call: RestCall,
): Promise<APIResponse> {
  return http.fetch(call.path, {
    method: call.head ? 'HEAD' : method,
    headers: { 'x-csrf-token': csrfToken, accept: 'application/json' },
    ...(call.json !== undefined ? { data: call.json } : {}),
    ...(call.multipart ? { multipart: call.multipart } : {}),
    maxRedirects: call.noRedirects ? 0 : undefined,
  });
}
