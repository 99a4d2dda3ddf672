import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { IDENTITY_ENV, type IdentityEnv } from '../env';
import { accountSuspended, sessionInvalid } from '../identity.errors';
import type { UserEntity } from '../users/user.entity';
import type { ClientContext } from './client-context';
import { RefreshTokenEntity } from './refresh-token.entity';
import { TokenIssuer } from './token-issuer';

export interface IssuedSession {
  accessToken: string;
  accessTokenExpiresAt: string;
  refreshToken: string;
  refreshTokenExpiresAt: string;
}

/** A sign-in's refresh-token family: its id is the session id in every access token, and it ends at `expiresAt`. */
export interface SessionFamily {
  id: string;
  expiresAt: Date;
}

export const hashRefreshToken = (token: string): string => createHash('sha256').update(token).digest('hex');

@Injectable()
export class SessionIssuer {
  constructor(
    private readonly tokens: TokenIssuer,
    @Inject(IDENTITY_ENV) private readonly env: IdentityEnv,
  ) {}

  /** A new sign-in: a new family that lasts REFRESH_TOKEN_TTL_DAYS from now. */
  newFamily(now = new Date()): SessionFamily {
    return {
      id: randomUUID(),
      expiresAt: new Date(now.getTime() + this.env.REFRESH_TOKEN_TTL_DAYS * 24 * 3600 * 1000),
    };
  }

  /**
   * Issues an access token and a refresh token in `family`; the refresh token ends with the family, never later.
   * `client` is the device the session is on (a rotation passes the family's own). Every sign-in path comes here,
   * so a suspended member is refused here whatever the path.
   */
  async issue(
    manager: EntityManager,
    user: UserEntity,
    family: SessionFamily = this.newFamily(),
    client: ClientContext = {},
  ): Promise<IssuedSession> {
    if (user.suspendedAt) throw accountSuspended();
    if (user.erasedAt) throw sessionInvalid();
    const now = new Date();
    const refreshToken = randomBytes(32).toString('base64url');
    await manager.insert(RefreshTokenEntity, {
      familyId: family.id,
      userId: user.id,
      tokenHash: hashRefreshToken(refreshToken),
      expiresAt: family.expiresAt,
      rotatedAt: null,
      revokedAt: null,
      userAgent: client.userAgent ?? null,
      clientIp: client.ip ?? null,
    });
    const access = await this.tokens.issueAccessToken(user, family.id, now);
    return {
      accessToken: access.token,
      accessTokenExpiresAt: access.expiresAt.toISOString(),
      refreshToken,
      refreshTokenExpiresAt: family.expiresAt.toISOString(),
    };
  }
}
