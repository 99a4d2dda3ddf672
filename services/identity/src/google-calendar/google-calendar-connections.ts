import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type Clock, CLOCK } from '@village/kit';
import type { DataSource } from 'typeorm';
import { UserEntity } from '../users/user.entity';
import { GoogleCalendarConfig, type GoogleCalendarSettings } from './google-calendar.config';
import { GoogleCalendarConnectionEntity, GoogleCalendarStateEntity } from './google-calendar.entities';
import {
  googleCalendarLinkExpired,
  googleCalendarNotConfigured,
  googleCalendarRefused,
} from './google-calendar.errors';
import { googleAuthorisationUrl, GoogleTokenRefusal, requestGoogleTokens } from './google-oauth.client';

/** How long a member has on Google's consent screen before the `state` Village gave them expires. */
export const GOOGLE_STATE_TTL_MS = 10 * 60_000;

const hashed = (state: string): string => createHash('sha256').update(state).digest('hex');

/**
 * Connecting a member's Google Calendar with OAuth 2.0's authorization code flow: `start` hands out Google's consent
 * address with a single-use `state` tied to the member; `complete` checks it, exchanges the code for tokens and keeps
 * them sealed. The calendar is then pushed by the sync job.
 */
@Injectable()
export class GoogleCalendarConnections {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly config: GoogleCalendarConfig,
  ) {}

  get available(): boolean {
    return this.config.settings !== null;
  }

  async isConnected(userId: string): Promise<boolean> {
    return this.dataSource.getRepository(GoogleCalendarConnectionEntity).existsBy({ userId });
  }

  async start(userId: string): Promise<string> {
    const settings = this.settingsOrRefuse();
    const state = randomBytes(32).toString('base64url');
    await this.dataSource
      .getRepository(GoogleCalendarStateEntity)
      .insert({ stateHash: hashed(state), userId, createdAt: this.clock.now() });
    return googleAuthorisationUrl(settings, state);
  }

  async complete(userId: string, code: string, state: string): Promise<void> {
    const settings = this.settingsOrRefuse();
    const deleted = await this.dataSource
      .createQueryBuilder()
      .delete()
      .from(GoogleCalendarStateEntity)
      .where('state_hash = :hash AND user_id = :userId AND created_at > :since', {
        hash: hashed(state),
        userId,
        since: new Date(this.clock.now().getTime() - GOOGLE_STATE_TTL_MS),
      })
      .execute();
    if (!deleted.affected || !code) throw googleCalendarLinkExpired();
    const tokens = await this.exchange(settings, code);
    const now = this.clock.now();
    await this.dataSource.transaction(async (manager) => {
      await manager
        .createQueryBuilder()
        .insert()
        .into(GoogleCalendarConnectionEntity)
        .values({
          userId,
          accessTokenSealed: settings.cipher.seal(tokens.access_token),
          refreshTokenSealed: tokens.refresh_token ? settings.cipher.seal(tokens.refresh_token) : null,
          accessExpiresAt: new Date(now.getTime() + tokens.expires_in * 1000),
          connectedAt: now,
          needsSync: true,
        })
        .orUpdate(
          ['access_token_sealed', 'refresh_token_sealed', 'access_expires_at', 'connected_at', 'needs_sync'],
          ['user_id'],
        )
        .execute();
      // The User's googleCalendarConnected, as every page reads it.
      await manager.update(UserEntity, { id: userId }, { googleCalendarConnected: true });
    });
  }

  private async exchange(settings: GoogleCalendarSettings, code: string) {
    try {
      return await requestGoogleTokens(settings, { code });
    } catch (error) {
      if (error instanceof GoogleTokenRefusal) throw googleCalendarRefused(error.reason);
      throw error;
    }
  }

  private settingsOrRefuse(): GoogleCalendarSettings {
    if (!this.config.settings) throw googleCalendarNotConfigured();
    return this.config.settings;
  }
}
