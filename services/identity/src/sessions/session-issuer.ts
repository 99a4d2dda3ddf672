import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { IDENTITY_ENV, type IdentityEnv } from '../env';
import type { UserEntity } from '../users/user.entity';
import { RefreshTokenEntity } from './refresh-token.entity';
import { TokenIssuer } from './token-issuer';

export interface IssuedSession {
  accessToken: string;
  accessTokenExpiresAt: string;
  refreshToken: string;
  refreshTokenExpiresAt: string;
}

export const hashRefreshToken = (token: string): string => createHash('sha256').update(token).digest('hex');

@Injectable()
export class SessionIssuer {
  constructor(
    private readonly tokens: TokenIssuer,
    @Inject(IDENTITY_ENV) private readonly env: IdentityEnv,
  ) {}

  async issue(manager: EntityManager, user: UserEntity, familyId: string = randomUUID()): Promise<IssuedSession> {
    const now = new Date();
    const refreshToken = randomBytes(32).toString('base64url');
    const refreshExpiresAt = new Date(now.getTime() + this.env.REFRESH_TOKEN_TTL_DAYS * 24 * 3600 * 1000);
    await manager.insert(RefreshTokenEntity, {
      familyId,
      userId: user.id,
      tokenHash: hashRefreshToken(refreshToken),
      expiresAt: refreshExpiresAt,
      rotatedAt: null,
      revokedAt: null,
    });
    const access = await this.tokens.issueAccessToken(user, now);
    return {
      accessToken: access.token,
      accessTokenExpiresAt: access.expiresAt.toISOString(),
      refreshToken,
      refreshTokenExpiresAt: refreshExpiresAt.toISOString(),
    };
  }
}
