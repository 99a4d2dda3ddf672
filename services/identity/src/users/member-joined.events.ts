import type { OutboxWriter } from '@village/kit';
import {
  create,
  MemberContactChangedEvent,
  MemberContactChangedSchema,
  timestampFromDate,
  UserRegisteredEvent,
  UserRegisteredSchema,
} from '@village/proto';
import type { EntityManager } from 'typeorm';
import type { UserEntity } from './user.entity';

/**
 * What the other services hear when a member joins, whichever way they joined (the form or a social provider):
 * UserRegistered, and their contact for services that email members (ADR 013). In the joining transaction.
 */
export async function publishMemberJoined(
  outbox: OutboxWriter,
  manager: EntityManager,
  user: UserEntity,
  profilePhotoId?: string,
): Promise<void> {
  await outbox.add(
    manager,
    UserRegisteredEvent,
    create(UserRegisteredSchema, {
      userId: user.id,
      fullName: user.fullName,
      email: user.email,
      city: user.city,
      postcode: user.postcode,
      country: user.country,
      isSingleParent: user.isSingleParent,
      isLookingForColiving: user.isLookingForColiving,
      offersServices: user.offersServices,
      profilePhotoId,
      registeredAt: timestampFromDate(user.createdAt),
    }),
    { key: user.id },
  );
  await outbox.add(
    manager,
    MemberContactChangedEvent,
    create(MemberContactChangedSchema, {
      userId: user.id,
      email: user.email,
      firstName: user.firstName,
      emailConfirmed: user.emailConfirmed,
      changedAt: timestampFromDate(user.createdAt),
    }),
    { key: user.id },
  );
}
