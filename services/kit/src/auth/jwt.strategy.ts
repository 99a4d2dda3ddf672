import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { passportJwtSecret } from 'jwks-rsa';
import { ExtractJwt, Strategy, type SecretOrKeyProvider, type StrategyOptionsWithoutRequest } from 'passport-jwt';
import { type AccessTokenClaims, type AuthenticatedUser, userFromClaims } from './authenticated-user';
import { VerifiedTokenCache } from './verified-token-cache';

export const JWT_VERIFICATION = Symbol('JWT_VERIFICATION');

export interface JwtVerificationConfig {
  jwksUrl: string;
  issuer: string;
  audience: string;
  /** The service's name and log level, for its audit log. */
  service?: string;
  logLevel?: string;
  /** Where the verification key comes from: identity's JWKS at `jwksUrl` unless given. */
  keyProvider?: SecretOrKeyProvider;
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

const VERIFIED_TOKENS = 10_000;
const bearerTokenOf = ExtractJwt.fromAuthHeaderAsBearerToken();

type StrategyRequest = Parameters<Strategy['authenticate']>[0];

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  private readonly verifiedTokens = new VerifiedTokenCache<AuthenticatedUser>({ maxEntries: VERIFIED_TOKENS });

  constructor(@Inject(JWT_VERIFICATION) config: JwtVerificationConfig) {
    super({ ...jwtStrategyOptions(config, config.keyProvider), passReqToCallback: true });
  }

  /** A token that passed every check before, and has not expired since, is not verified again. */
  override authenticate(request: StrategyRequest, options?: object): void {
    const token = bearerTokenOf(request);
    const user = token ? this.verifiedTokens.get(token) : undefined;
    if (user) return this.success({ ...user });
    super.authenticate(request, options);
  }

  /** Called only for a token that passed every check of jwtStrategyOptions. */
  validate(request: StrategyRequest, claims: AccessTokenClaims & { exp?: number }): AuthenticatedUser {
    const user = userFromClaims(claims);
    const token = bearerTokenOf(request);
    if (token && typeof claims.exp === 'number') this.verifiedTokens.remember(token, user, claims.exp * 1000);
    return user;
  }
}
