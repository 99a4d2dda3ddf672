import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CLOCK, OutboxWriter, parseOrThrow, type Clock } from '@village/kit';
import { create, timestampFromDate, UserProfileUpdatedEvent, UserProfileUpdatedSchema } from '@village/proto';
import type { DataSource } from 'typeorm';
import { sessionInvalid } from '../identity.errors';
import { invalidPhoneNumber, toE164 } from '../phone-numbers/phone-number';
import { PreEmptiveBlocks } from '../pre-emptive-blocks/pre-emptive-blocks';
import { UserEntity } from '../users/user.entity';
import { enhancedProfileOf, type EnhancedProfile } from './enhanced-profile';
import { EnhancedProfileEntity } from './enhanced-profile.entity';
import { enhancedProfileSchema } from './enhanced-profile.schema';

export interface UpdateEnhancedProfileCommand {
  userId: string;
  changes: unknown;
}

const CLEARED_BY_NULL = new Set(['parentingSituation', 'phoneNumber']);

const withoutNulls = (changes: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(changes).filter(
      ([field, value]) => value !== undefined && (value !== null || CLEARED_BY_NULL.has(field)),
    ),
  );

/**
 * Saves a member's enhanced profile (absent fields keep their saved value) and publishes `UserProfileUpdated` in
 * the same transaction. A bad field changes nothing. The phone number is read with the member's country and kept in
 * E.164; it is never published. Saving a new number is when a person "joins" with it: blocks made in advance on that
 * number apply in this transaction (ADR 025).
 */
@Injectable()
export class UpdateEnhancedProfileUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter,
    private readonly preEmptiveBlocks: PreEmptiveBlocks,
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
      const { phoneNumber, ...changed } = parsed;
      const profile: EnhancedProfile = {
        ...enhancedProfileOf(saved),
        ...Object.fromEntries(Object.entries(changed).filter(([, value]) => value !== undefined)),
      };
      if (phoneNumber !== undefined) profile.phoneNumber = phoneNumber && this.e164(phoneNumber, user.country);
      await manager.upsert(EnhancedProfileEntity, { userId, ...profile, updatedAt }, ['userId']);
      if (profile.phoneNumber && profile.phoneNumber !== saved?.phoneNumber) {
        await this.preEmptiveBlocks.applyToPhoneNumberHolder(manager, { id: userId, phoneNumber: profile.phoneNumber });
      }
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

  private e164(phoneNumber: string, country: string): string {
    const e164 = toE164(phoneNumber, country);
    if (!e164) throw invalidPhoneNumber('phoneNumber');
    return e164;
  }
}
