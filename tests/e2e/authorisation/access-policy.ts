import type { APIRequestContext, APIResponse } from '@playwright/test';
import { registrationFields, uniqueEmail, type Role, type RoleClient } from '../support/api-roles';

/**
 * The authorisation policy of Village: for every /api route of the OpenAPI document and every root field of the
 * supergraph, what each role gets. `tests/e2e/authorisation-matrix.e2e.ts` checks each entry against the running
 * platform, and fails for a route or field that has no entry: a new feature declares its policy here.
 *
 *   'allowed'          the request succeeds (HTTP status below 400; GraphQL data without errors)
 *   a number           the HTTP status the role gets instead (401 signed out, 403 not allowed, 404 not theirs)
 *   a GraphQL code     the error code the field answers with (`UNAUTHENTICATED`, `FORBIDDEN`, `NOT_FOUND`)
 *   'null'             the field answers null for that role (e.g. `me` when signed out)
 *
 * `anotherMember` is asked only of object-owning entries (`owned`): the member creates an object, another member
 * tries the route on it, gets the stated status and the object is left exactly as it was.
 */
export type Outcome = 'allowed' | number;
export type GraphOutcome = 'allowed' | 'null' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND';

export interface RestCall {
  path: string;
  json?: unknown;
  multipart?: Record<string, string>;
  /** Browser navigations answer with a redirect: don't follow it. */
  noRedirects?: boolean;
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
}

const ADMIN_STATUS_QUERY = (field: string): string => `{ ${field} { service migrationsApplied } }`;
const adminOnly = (field: string): GraphPolicy => ({
  query: ADMIN_STATUS_QUERY(field),
  outcomes: { visitor: 'UNAUTHENTICATED', member: 'FORBIDDEN', admin: 'allowed' },
});

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
  // Only ever the caller's own profile: no route takes another member's id.
  'GET /api/profile/enhanced': {
    call: () => ({ path: '/api/profile/enhanced' }),
    outcomes: { visitor: 401, member: 'allowed', admin: 'allowed' },
  },
  'PUT /api/profile/enhanced': {
    call: (role) => ({ path: '/api/profile/enhanced', json: { bio: `Saved by the ${role} of the matrix` } }),
    outcomes: { visitor: 401, member: 'allowed', admin: 'allowed' },
  },
};

/** Keyed by `Query.field` / `Mutation.field`. */
export const GRAPH_POLICY: Record<string, GraphPolicy> = {
  'Query.me': { query: '{ me { id fullName } }', outcomes: { visitor: 'null', member: 'allowed', admin: 'allowed' } },
  'Query.identityStatus': adminOnly('identityStatus'),
  'Query.listingsStatus': adminOnly('listingsStatus'),
  'Query.bookingsStatus': adminOnly('bookingsStatus'),
  'Query.communityStatus': adminOnly('communityStatus'),
  'Query.matchingStatus': adminOnly('matchingStatus'),
  'Query.mediaStatus': adminOnly('mediaStatus'),
  'Query.socialStatus': adminOnly('socialStatus'),
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
  'Mutation.unblockMember': {
    query: 'mutation { unblockMember(memberId: "00000000-0000-4000-8000-00000000b10c") }',
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
    method,
    headers: { 'x-csrf-token': csrfToken, accept: 'application/json' },
    ...(call.json !== undefined ? { data: call.json } : {}),
    ...(call.multipart ? { multipart: call.multipart } : {}),
    maxRedirects: call.noRedirects ? 0 : undefined,
  });
}
