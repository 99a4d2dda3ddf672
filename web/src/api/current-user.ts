import { graphql } from '../graphql/generated';
import type { CurrentUserFragment } from '../graphql/generated/graphql';

/**
 * The signed-in member as the gateway's REST routes return them (/api/auth/user, /api/auth/signin, /api/register).
 * Declared as a fragment on the supergraph's `User` so codegen refuses a field the graph does not have.
 */
export const CURRENT_USER_FIELDS = graphql(`
  fragment CurrentUser on User {
    id
    firstName
    lastName
    fullName
    email
    profileImageUrl
    country
    postcode
    city
    isVerified
    emailConfirmed
    isAdmin
    mfaEnabled
    createdAt
    hasPendingSignup
    googleCalendarConnected
    isSingleParent
    isLookingForColiving
    offersServices
    trustLevel
  }
`);

export type CurrentUser = Omit<CurrentUserFragment, '__typename'>;
