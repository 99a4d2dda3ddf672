import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type Clock, CLOCK } from '@village/kit';
import type { DataSource } from 'typeorm';
import { CalendarFeedLinkEntity } from './calendar-feed-link.entity';
import { hashCalendarFeedSecret, looksLikeCalendarFeedSecret, newCalendarFeedSecret } from './calendar-feed-secret';

/** Each member's one secret feed link: making a new one replaces the old, which stops working at once. */
@Injectable()
export class CalendarFeedLinks {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async current(userId: string): Promise<CalendarFeedLinkEntity | null> {
    return this.dataSource.getRepository(CalendarFeedLinkEntity).findOneBy({ userId });
  }

  async reset(userId: string): Promise<{ secret: string; createdAt: Date }> {
    const secret = newCalendarFeedSecret();
    const createdAt = this.clock.now();
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(CalendarFeedLinkEntity)
      .values({ userId, secretHash: hashCalendarFeedSecret(secret), createdAt })
      .orUpdate(['secret_hash', 'created_at'], ['user_id'])
      .execute();
    return { secret, createdAt };
  }

  /** The member a secret belongs to, or null for an unknown one. */
  async ownerOf(secret: string): Promise<string | null> {
    if (!looksLikeCalendarFeedSecret(secret)) return null;
    const link = await this.dataSource
      .getRepository(CalendarFeedLinkEntity)
      .findOneBy({ secretHash: hashCalendarFeedSecret(secret) });
    return link?.userId ?? null;
  }
}
