import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { ACCESS_TOKEN_ALGORITHMS, type AccessTokenClaims } from '@village/kit';
import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, SignJWT, type JWK } from 'jose';
import { IDENTITY_ENV, type IdentityEnv } from '../env';

const ALGORITHM = ACCESS_TOKEN_ALGORITHMS[0];

export interface IssuedAccessToken {
  token: string;
  expiresAt: Date;
}

@Injectable()
export class TokenIssuer implements OnModuleInit {
  private readonly privateKey: KeyObject;
  private publicJwk!: JWK;

  constructor(@Inject(IDENTITY_ENV) private readonly env: IdentityEnv) {
    this.privateKey = createPrivateKey(env.JWT_PRIVATE_KEY);
  }

  async onModuleInit(): Promise<void> {
    const jwk = await exportJWK(createPublicKey(this.privateKey));
    const kid = await calculateJwkThumbprint(jwk);
    this.publicJwk = { ...jwk, kid, alg: ALGORITHM, use: 'sig' };
  }

  jwks(): { keys: JWK[] } {
    return { keys: [this.publicJwk] };
  }

  /** Signs an access token for `user` in the session (refresh-token family) `sessionId`. */
  async issueAccessToken(
    user: { id: string; email: string; isAdmin: boolean },
    sessionId: string,
    now = new Date(),
  ): Promise<IssuedAccessToken> {
    const expiresAt = new Date(now.getTime() + this.env.ACCESS_TOKEN_TTL_SECONDS * 1000);
    const claims: Omit<AccessTokenClaims, 'sub'> = { email: user.email, adm: user.isAdmin, sid: sessionId };
    const token = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: ALGORITHM, kid: this.publicJwk.kid, typ: 'JWT' })
      .setSubject(user.id)
      .setIssuer(this.env.JWT_ISSUER)
      .setAudience(this.env.JWT_AUDIENCE)
      .setIssuedAt(Math.floor(now.getTime() / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.privateKey);
    return { token, expiresAt };
  }
}
