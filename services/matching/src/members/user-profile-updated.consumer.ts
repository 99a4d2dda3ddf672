import { isErasedMember, onEvent } from '@village/kit';
import { timestampDate, UserProfileUpdatedEvent } from '@village/proto';
import { MemberProfileEntity } from './member-profile.entity';

/**
 * Keeps the newest saved enhanced profile of each member; an older or redelivered save changes nothing, nor one that
 * arrives after the member erased their account.
 */
export const userProfileUpdatedConsumer = onEvent(UserProfileUpdatedEvent, async (message, envelope, manager) => {
  if (await isErasedMember(manager, message.userId)) return;
  const profileUpdatedAt = message.updatedAt ? timestampDate(message.updatedAt) : envelope.occurredAt;
  await manager
    .createQueryBuilder()
    .insert()
    .into(MemberProfileEntity)
    .values({
      userId: message.userId,
      parentingSituation: message.parentingSituation || null,
      kidsAgeRange: message.kidsAgeRange,
      skillsInterests: message.skillsInterests,
      languagesSpoken: message.languagesSpoken,
      preferredContactMethods: message.preferredContactMethods,
      profileUpdatedAt,
    })
    .orUpdate(
      [
        'parenting_situation',
        'kids_age_range',
        'skills_interests',
        'languages_spoken',
        'preferred_contact_methods',
        'profile_updated_at',
      ],
      ['user_id'],
      { overwriteCondition: { where: 'member_profiles.profile_updated_at < EXCLUDED.profile_updated_at' } },
    )
    .execute();
});
