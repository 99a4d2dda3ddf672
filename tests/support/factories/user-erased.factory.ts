import { createEnvelope, type EventEnvelope } from '@village/kit';
import { create, timestampFromDate, UserErasedEvent, UserErasedSchema } from '@village/proto';

/** Identity's `UserErased` for a member, as its outbox publishes it (a new event id each call). */
export function userErased(userId: string, erasedAt = new Date()): EventEnvelope {
  return createEnvelope(UserErasedEvent, create(UserErasedSchema, { userId, erasedAt: timestampFromDate(erasedAt) }), {
    key: userId,
  });
}
