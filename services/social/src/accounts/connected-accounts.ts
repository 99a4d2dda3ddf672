import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CLOCK, type Clock, type SealedTokenCipher } from '@village/kit';
import type { DataSource } from 'typeorm';
import { PLATFORM_CONNECTORS, type PlatformConnector } from '../platforms/platform-connector';
import type { ConnectedAccounts, PlatformAccount, SocialPlatform } from '../publishing/publisher.port';
import { SocialAccountEntity } from './social-account.entity';
import { TOKEN_CIPHER } from './token-cipher';

/** A token this close to its expiry is refreshed before a call. */
const REFRESH_MARGIN_MS = 60_000;

/**
 * Members' connected accounts with their tokens opened for the call. An access token about to expire is refreshed
 * first (under a row lock: X's refresh tokens work once), and the new tokens sealed again; a refusal to refresh
 * is a PublishFailure from the connector (the member has to connect again).
 */
@Injectable()
export class SealedConnectedAccounts implements ConnectedAccounts {
  private readonly logger = new Logger(SealedConnectedAccounts.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PLATFORM_CONNECTORS) private readonly connectors: PlatformConnector[],
    @Inject(TOKEN_CIPHER) private readonly cipher: SealedTokenCipher | null,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async accountFor(memberId: string, platform: SocialPlatform): Promise<PlatformAccount | null> {
    const cipher = this.cipher;
    if (!cipher) return null;
    const row = await this.dataSource.getRepository(SocialAccountEntity).findOneBy({ memberId, platform });
    if (!row) return null;
    const fresh = this.needsRefresh(row) ? await this.refreshed(row, cipher) : row;
    if (!fresh) return null;
    const accessToken = this.opened(fresh, cipher);
    return accessToken === null
      ? null
      : { platform, memberId, externalAccountId: fresh.externalAccountId, accessToken };
  }

  /** The access token; null (the member connects again) when it was sealed with another SOCIAL_TOKEN_KEY. */
  private opened(row: SocialAccountEntity, cipher: SealedTokenCipher): string | null {
    try {
      return cipher.open(row.accessToken);
    } catch {
      this.logger.warn(`the ${row.platform} token of member ${row.memberId} does not open with SOCIAL_TOKEN_KEY`);
      return null;
    }
  }

  private needsRefresh(row: SocialAccountEntity): boolean {
    return (
      row.expiresAt !== null &&
      row.refreshToken !== null &&
      row.expiresAt.getTime() - REFRESH_MARGIN_MS <= this.clock.now().getTime()
    );
  }

  private async refreshed(row: SocialAccountEntity, cipher: SealedTokenCipher): Promise<SocialAccountEntity | null> {
    const connector = this.connectors.find((candidate) => candidate.platform === row.platform);
    if (!connector?.refresh) return row;
    const refresh = connector.refresh.bind(connector);
    return this.dataSource.transaction(async (manager) => {
      const accounts = manager.getRepository(SocialAccountEntity);
      const locked = await accounts.findOne({
        where: { memberId: row.memberId, platform: row.platform },
        lock: { mode: 'pessimistic_write' },
      });
      // Disconnected meanwhile, or another publish refreshed it first.
      if (!locked || !this.needsRefresh(locked) || locked.refreshToken === null) return locked;
      const tokens = await refresh(cipher.open(locked.refreshToken));
      locked.accessToken = cipher.seal(tokens.accessToken);
      locked.refreshToken = tokens.refreshToken === null ? locked.refreshToken : cipher.seal(tokens.refreshToken);
      locked.expiresAt = tokens.expiresAt;
      await accounts.save(locked);
      this.logger.log(`refreshed the ${row.platform} token of member ${row.memberId}`);
      return locked;
    });
  }
}
