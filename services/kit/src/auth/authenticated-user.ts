export interface AuthenticatedUser {
  id: string;
  email: string;
  isAdmin: boolean;
  /** The session (refresh-token family) the access token belongs to, when it names one. */
  sessionId?: string;
}

export interface AccessTokenClaims {
  sub: string;
  email: string;
  adm?: boolean;
  /** The session (refresh-token family) the token was issued for: what sign-out and password change revoke. */
  sid?: string;
}

export function userFromClaims(claims: AccessTokenClaims): AuthenticatedUser {
  return {
    id: claims.sub,
    email: claims.email,
    isAdmin: claims.adm === true,
    ...(claims.sid ? { sessionId: claims.sid } : {}),
  };
}
