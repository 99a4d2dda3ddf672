import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { passportJwtSecret } from 'jwks-rsa';
import { ExtractJwt, Strategy, type SecretOrKeyProvider, type StrategyOptionsWithoutRequest } from 'passport-jwt';
import { type AccessTokenClaims, type AuthenticatedUser, userFromClaims } from './authenticated-user';

export const JWT_VERIFICATION = Symbol('JWT_VERIFICATION');

export interface JwtVerificationConfig {
  jwksUrl: string;
  issuer: string;
  audience: string;
  /** The service's name and log level, for its audit log. */
  service?: string;
  logLevel?: string;
}

export const ACCESS_TOKEN_ALGORITHMS = ['RS256'] as const;

/** Identity's public key, fetched from its JWKS and cached. */
export function jwksKeyProvider(jwksUrl: string): SecretOrKeyProvider {
  return passportJwtSecret({
    jwksUri: jwksUrl,
    cache: true,
    cacheMaxAge: 10 * 60 * 1000,
    rateLimit: true,
    jwksRequestsPerMinute: 30,
  });
}

/** How every subgraph verifies a bearer token: RS256 only, identity's issuer, our audience, and never expired. */
export function jwtStrategyOptions(
  config: JwtVerificationConfig,
  keyProvider: SecretOrKeyProvider = jwksKeyProvider(config.jwksUrl),
): StrategyOptionsWithoutRequest {
  return {
    jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
    ignoreExpiration: false,
    algorithms: [...ACCESS_TOKEN_ALGORITHMS],
    issuer: config.issuer,
    audience: config.audience,
    secretOrKeyProvider: keyProvider,
  };
}

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(@Inject(JWT_VERIFICATION) config: JwtVerificationConfig) {
    super(jwtStrategyOptions(config));
  }

  validate(claims: AccessTokenClaims): AuthenticatedUser {
    return userFromClaims(claims);
  }
}
