import { createEnvelope, type EventEnvelope } from '@village/kit';
import {
  create,
  MemberContactRuleChangedEvent,
  MemberContactRuleChangedSchema,
  timestampFromDate,
  UserVerifiedEvent,
  UserVerifiedSchema,
} from '@village/proto';
import { eventually } from './eventually';

/** A service's test app, as far as the contact rules need it. */
export interface EventsTestApp {
  publish(...envelopes: EventEnvelope[]): Promise<void>;
  sql(query: string, parameters?: unknown[]): Promise<unknown[]>;
}

/** identity's MemberContactRuleChanged: the member turned "only verified members may contact me" on or off. */
export const contactRuleChanged = (userId: string, onlyVerifiedContact: boolean, at: Date): EventEnvelope =>
  createEnvelope(
    MemberContactRuleChangedEvent,
    create(MemberContactRuleChangedSchema, { userId, onlyVerifiedContact, changedAt: timestampFromDate(at) }),
    { key: userId },
  );

/** identity's UserVerified for the member. */
export const userVerified = (userId: string, at: Date): EventEnvelope =>
  createEnvelope(UserVerifiedEvent, create(UserVerifiedSchema, { userId, verifiedAt: timestampFromDate(at) }), {
    key: userId,
  });

/** Publishes the events and waits until the service's contact-rules consumer group has processed each one. */
export async function processedByContactRules(
  app: EventsTestApp,
  group: string,
  ...envelopes: EventEnvelope[]
): Promise<void> {
  await app.publish(...envelopes);
  for (const envelope of envelopes) {
    await eventually(`event ${envelope.id} to be processed by ${group}`, async () =>
      (
        await app.sql('SELECT 1 FROM processed_events WHERE consumer_group = $1 AND event_id = $2', [
          group,
          envelope.id,
        ])
      ).length
        ? true
        : undefined,
    );
  }
}
