export interface AuthenticatedUser {
  id: string;
  email: string;
  isAdmin: boolean;
}

export interface AccessTokenClaims {
  sub: string;
  email: string;
  adm?: boolean;
}

export function userFromClaims(claims: AccessTokenClaims): AuthenticatedUser {
  return { id: claims.sub, email: claims.email, isAdmin: claims.adm === true };
}
