import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CLOCK, SERVICE_ENV, type Clock, type SealedTokenCipher } from '@village/kit';
import type { DataSource } from 'typeorm';
import { PLATFORM_CONNECTORS, type PlatformConnector } from '../platforms/platform-connector';
import type { PlatformsEnv } from '../platforms/platforms.env';
import { PublishFailure, SOCIAL_PLATFORMS, type SocialPlatform } from '../publishing/publisher.port';
import {
  connectionExpired,
  platformNotSetUp,
  platformRefused,
  platformUnavailable,
  unknownPlatform,
} from './accounts.errors';
import { SocialAccountConnectionEntity } from './social-account-connection.entity';
import { SocialAccountEntity } from './social-account.entity';
import { TOKEN_CIPHER } from './token-cipher';

/** A pending connection is honoured this long after it started. */
export const CONNECTION_VALID_MS = 10 * 60 * 1000;

interface PendingConnectionRow {
  member_id: string;
  platform: string;
  code_verifier: string;
  created_at: Date;
}

export type SocialAccountMode = 'sandbox' | 'connected' | 'not_connected';

export interface SocialAccountView {
  platform: SocialPlatform;
  mode: SocialAccountMode;
  accountName: string | null;
  connectedAt: Date | null;
}

/** Members connect their platform accounts with OAuth (state used once, PKCE), see them, and disconnect them. */
@Injectable()
export class SocialAccounts {
  private readonly logger = new Logger(SocialAccounts.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PLATFORM_CONNECTORS) private readonly connectors: PlatformConnector[],
    @Inject(TOKEN_CIPHER) private readonly cipher: SealedTokenCipher | null,
    @Inject(SERVICE_ENV) private readonly env: PlatformsEnv & { APP_URL: string },
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** All four platforms, in their fixed order. */
  async list(memberId: string): Promise<SocialAccountView[]> {
    const rows = await this.dataSource.getRepository(SocialAccountEntity).findBy({ memberId });
    return SOCIAL_PLATFORMS.map((platform) =>
      this.view(
        platform,
        rows.find((row) => row.platform === platform),
      ),
    );
  }

  /** Where to send the member to consent; the state and PKCE verifier wait 10 minutes for their return. */
  async start(memberId: string, platformName: string): Promise<{ authorizeUrl: string }> {
    const connector = this.connectorFor(platformName);
    const state = randomBytes(32).toString('base64url');
    const codeVerifier = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    const connections = this.dataSource.getRepository(SocialAccountConnectionEntity);
    await connections
      .createQueryBuilder()
      .delete()
      .where('created_at <= :expired', { expired: new Date(now.getTime() - CONNECTION_VALID_MS) })
      .execute();
    await connections.insert({ state, memberId, platform: connector.platform, codeVerifier, createdAt: now });
    return {
      authorizeUrl: connector.authorizeUrl({
        state,
        codeChallenge: createHash('sha256').update(codeVerifier).digest('base64url'),
        redirectUri: this.redirectUri(connector.platform),
      }),
    };
  }

  /** The platform sent the member back with a code: the state is spent, the code exchanged, the tokens sealed. */
  async complete(memberId: string, platformName: string, code: string, state: string): Promise<SocialAccountView> {
    const connector = this.connectorFor(platformName);
    const spent = await this.dataSource
      .getRepository(SocialAccountConnectionEntity)
      .createQueryBuilder()
      .delete()
      .where('state = :state', { state })
      .returning('*')
      .execute();
    const connection = (spent.raw as PendingConnectionRow[])[0];
    const now = this.clock.now();
    if (
      !connection ||
      connection.member_id !== memberId ||
      connection.platform !== connector.platform ||
      now.getTime() - new Date(connection.created_at).getTime() > CONNECTION_VALID_MS ||
      !code
    ) {
      throw connectionExpired();
    }
    const grant = await connector
      .complete(code, connection.code_verifier, this.redirectUri(connector.platform))
      .catch((error: unknown) => {
        if (error instanceof PublishFailure)
          throw error.retryable ? platformUnavailable(error.reason) : platformRefused(error.reason);
        throw error;
      });
    const cipher = this.requireCipher();
    const account: SocialAccountEntity = {
      memberId,
      platform: connector.platform,
      externalAccountId: grant.externalAccountId,
      accountName: grant.accountName,
      accessToken: cipher.seal(grant.accessToken),
      refreshToken: grant.refreshToken === null ? null : cipher.seal(grant.refreshToken),
      expiresAt: grant.expiresAt,
      connectedAt: now,
    };
    await this.dataSource.getRepository(SocialAccountEntity).upsert(account, ['memberId', 'platform']);
    this.logger.log(`member ${memberId} connected ${connector.platform}`);
    return this.view(connector.platform, account);
  }

  /** Forgets the member's account on the platform (the tokens with it); not connected afterwards. */
  async disconnect(memberId: string, platformName: string): Promise<SocialAccountView> {
    const platform = platformOf(platformName);
    await this.dataSource.getRepository(SocialAccountEntity).delete({ memberId, platform });
    return this.view(platform, undefined);
  }

  private view(platform: SocialPlatform, row: SocialAccountEntity | undefined): SocialAccountView {
    if (!this.connectors.some((connector) => connector.platform === platform)) {
      return { platform, mode: 'sandbox', accountName: null, connectedAt: null };
    }
    return row
      ? { platform, mode: 'connected', accountName: row.accountName, connectedAt: row.connectedAt }
      : { platform, mode: 'not_connected', accountName: null, connectedAt: null };
  }

  private connectorFor(platformName: string): PlatformConnector {
    const platform = platformOf(platformName);
    const connector = this.connectors.find((candidate) => candidate.platform === platform);
    if (!connector) throw platformNotSetUp(platform);
    return connector;
  }

  private redirectUri(platform: SocialPlatform): string {
    return `${this.env.APP_URL.replace(/\/+$/, '')}/social-media-automation/connect/${platform}`;
  }

  private requireCipher(): SealedTokenCipher {
    if (!this.cipher) throw new Error('SOCIAL_TOKEN_KEY is not set');
    return this.cipher;
  }
}

export function platformOf(name: string): SocialPlatform {
  const platform = SOCIAL_PLATFORMS.find((candidate) => candidate === name);
  if (!platform) throw unknownPlatform();
  return platform;
}
