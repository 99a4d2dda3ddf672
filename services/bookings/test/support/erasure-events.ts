import { createEnvelope } from '@village/kit';
import { create, timestampFromDate, UserErasedEvent, UserErasedSchema } from '@village/proto';
import type { TestMember } from './bookings-test-app';

/** The `UserErased` event identity publishes when `member` erases their account, now. */
export const userErased = (member: TestMember) =>
  createEnvelope(
    UserErasedEvent,
    create(UserErasedSchema, { userId: member.id, erasedAt: timestampFromDate(new Date()) }),
    { key: member.id },
  );
