import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type Clock, CLOCK, defineJob, JOB_QUEUE, type JobHandler, type JobQueue } from '@village/kit';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { CalendarEntriesQuery } from '../calendar/calendar-entries.query';
import { IDENTITY_ENV, type IdentityEnv } from '../env';
import { GoogleCalendarApi } from './google-calendar-api.client';
import { GoogleCalendarConfig, type GoogleCalendarSettings } from './google-calendar.config';
import { GoogleCalendarConnectionEntity, GoogleCalendarPushedEventEntity } from './google-calendar.entities';
import { fingerprintOf, googleEventOf, type GoogleCalendarEvent } from './google-calendar-events';
import { requestGoogleTokens } from './google-oauth.client';

/** Pushes one member's calendar to their Google Calendar: inserts, updates and deletes by stable event id. */
export const PushGoogleCalendarJob = defineJob('google-calendar.push', z.object({ userId: z.uuid() }));

/** Every minute: a push for each connected member whose calendar changed since the last one. */
export const SweepGoogleCalendarsJob = defineJob('google-calendar.sweep', z.object({}));

/** An access token this close to expiry is refreshed first. */
const EXPIRY_MARGIN_MS = 60_000;

@Injectable()
export class PushGoogleCalendarHandler implements JobHandler<{ userId: string }> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(IDENTITY_ENV) private readonly env: IdentityEnv,
    private readonly config: GoogleCalendarConfig,
    private readonly entries: CalendarEntriesQuery,
  ) {}

  async handle({ userId }: { userId: string }): Promise<void> {
    const settings = this.config.settings;
    const connection = await this.dataSource.getRepository(GoogleCalendarConnectionEntity).findOneBy({ userId });
    if (!settings || !connection) return;
    const api = new GoogleCalendarApi(settings.apiUrl, await this.accessToken(settings, connection));

    const wanted = new Map<string, GoogleCalendarEvent>();
    for (const entry of await this.entries.of(userId)) {
      const event = googleEventOf(entry, this.env.APP_URL);
      if (event) wanted.set(event.id, event);
    }
    const pushedRepository = this.dataSource.getRepository(GoogleCalendarPushedEventEntity);
    const pushed = new Map((await pushedRepository.findBy({ userId })).map((row) => [row.googleEventId, row]));

    for (const [googleEventId, event] of wanted) {
      const fingerprint = fingerprintOf(event);
      if (pushed.get(googleEventId)?.fingerprint === fingerprint) continue;
      await api.put(event);
      await pushedRepository.upsert({ userId, googleEventId, fingerprint }, ['userId', 'googleEventId']);
    }
    for (const googleEventId of pushed.keys()) {
      if (wanted.has(googleEventId)) continue;
      await api.remove(googleEventId);
      await pushedRepository.delete({ userId, googleEventId });
    }
  }

  private async accessToken(settings: GoogleCalendarSettings, connection: GoogleCalendarConnectionEntity) {
    const now = this.clock.now();
    if (connection.accessExpiresAt.getTime() - EXPIRY_MARGIN_MS > now.getTime() || !connection.refreshTokenSealed) {
      return settings.cipher.open(connection.accessTokenSealed);
    }
    const tokens = await requestGoogleTokens(settings, {
      refreshToken: settings.cipher.open(connection.refreshTokenSealed),
    });
    await this.dataSource.getRepository(GoogleCalendarConnectionEntity).update(
      { userId: connection.userId },
      {
        accessTokenSealed: settings.cipher.seal(tokens.access_token),
        accessExpiresAt: new Date(now.getTime() + tokens.expires_in * 1000),
        ...(tokens.refresh_token ? { refreshTokenSealed: settings.cipher.seal(tokens.refresh_token) } : {}),
      },
    );
    return tokens.access_token;
  }
}

/** Sends a push for each connection marked as changed, clearing the mark in the same transaction. */
@Injectable()
export class SweepGoogleCalendarsHandler implements JobHandler<Record<string, never>> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
  ) {}

  async handle(): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const due: Array<{ user_id: string }> = await manager.query(
        `SELECT user_id FROM google_calendar_connections WHERE needs_sync
          ORDER BY user_id LIMIT 500 FOR UPDATE SKIP LOCKED`,
      );
      if (due.length === 0) return;
      await manager.query('UPDATE google_calendar_connections SET needs_sync = false WHERE user_id = ANY($1::uuid[])', [
        due.map((row) => row.user_id),
      ]);
      for (const { user_id: userId } of due) {
        await this.jobs.send(PushGoogleCalendarJob, { userId }, { transaction: manager });
      }
    });
  }
}
