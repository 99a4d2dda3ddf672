import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { passportJwtSecret } from 'jwks-rsa';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { type AccessTokenClaims, type AuthenticatedUser, userFromClaims } from './authenticated-user';

export const JWT_VERIFICATION = Symbol('JWT_VERIFICATION');

export interface JwtVerificationConfig {
  jwksUrl: string;
  issuer: string;
  audience: string;
}

export const ACCESS_TOKEN_ALGORITHMS = ['RS256'] as const;

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(@Inject(JWT_VERIFICATION) config: JwtVerificationConfig) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      ignoreExpiration: false,
      algorithms: [...ACCESS_TOKEN_ALGORITHMS],
      issuer: config.issuer,
      audience: config.audience,
      secretOrKeyProvider: passportJwtSecret({
        jwksUri: config.jwksUrl,
        cache: true,
        cacheMaxAge: 10 * 60 * 1000,
        rateLimit: true,
        jwksRequestsPerMinute: 30,
      }),
    });
  }

  validate(claims: AccessTokenClaims): AuthenticatedUser {
    return userFromClaims(claims);
  }
}
