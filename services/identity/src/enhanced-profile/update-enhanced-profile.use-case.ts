import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CLOCK, OutboxWriter, parseOrThrow, type Clock } from '@village/kit';
import { create, timestampFromDate, UserProfileUpdatedEvent, UserProfileUpdatedSchema } from '@village/proto';
import type { DataSource } from 'typeorm';
import { sessionInvalid } from '../identity.errors';
import { UserEntity } from '../users/user.entity';
import { enhancedProfileOf, type EnhancedProfile } from './enhanced-profile';
import { EnhancedProfileEntity } from './enhanced-profile.entity';
import { enhancedProfileSchema } from './enhanced-profile.schema';

export interface UpdateEnhancedProfileCommand {
  userId: string;
  changes: unknown;
}

const withoutNulls = (changes: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(changes).filter(
      ([field, value]) => value !== undefined && (value !== null || field === 'parentingSituation'),
    ),
  );

/**
 * Saves a member's enhanced profile (absent fields keep their saved value) and publishes `UserProfileUpdated` in
 * the same transaction. A bad field changes nothing.
 */
@Injectable()
export class UpdateEnhancedProfileUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, changes }: UpdateEnhancedProfileCommand): Promise<EnhancedProfile> {
    const input =
      changes !== null && typeof changes === 'object' && !Array.isArray(changes)
        ? withoutNulls(changes as Record<string, unknown>)
        : changes;
    const parsed = parseOrThrow(enhancedProfileSchema, input);
    const updatedAt = this.clock.now();
    return this.dataSource.transaction(async (manager) => {
      // The member's row lock orders concurrent saves, so events leave in the order the saves commit.
      const user = await manager.findOne(UserEntity, { where: { id: userId }, lock: { mode: 'pessimistic_write' } });
      if (!user) throw sessionInvalid();
      const saved = await manager.findOneBy(EnhancedProfileEntity, { userId });
      const profile: EnhancedProfile = {
        ...enhancedProfileOf(saved),
        ...Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== undefined)),
      };
      await manager.upsert(EnhancedProfileEntity, { userId, ...profile, updatedAt }, ['userId']);
      await this.outbox.add(
        manager,
        UserProfileUpdatedEvent,
        create(UserProfileUpdatedSchema, {
          userId,
          parentingSituation: profile.parentingSituation ?? '',
          kidsAgeRange: profile.kidsAgeRange,
          skillsInterests: profile.skillsInterests,
          languagesSpoken: profile.languagesSpoken,
          preferredContactMethods: profile.preferredContactMethods,
          updatedAt: timestampFromDate(updatedAt),
        }),
        { key: userId },
      );
      return profile;
    });
  }
}
