import { createEnvelope, type EventEnvelope } from '@village/kit';
import {
  create,
  fromBinary,
  MemberBlockedEvent,
  MemberBlockedSchema,
  MemberSuspendedEvent,
  MemberSuspendedSchema,
  ServiceListedEvent,
  ServiceListedSchema,
  UserVerifiedEvent,
  UserVerifiedSchema,
  type DescMessage,
  type MessageShape,
} from '@village/proto';
import { randomUUID } from 'node:crypto';
import { eventually } from '../../../../tests/support/eventually';
import { subgraphQuery, type GraphqlAnswer } from '../../../../tests/support/auth/subgraph-graphql';
import { userProfileUpdated } from '../../../../tests/support/factories/user-profile-updated.factory';
import { userRegistered, type UserRegisteredInit } from '../../../../tests/support/factories/user-registered.factory';
import type { MatchingTestApp } from './matching-test-app';

export interface TestMember {
  id: string;
  token: string;
}

/** Publishes the events and waits until matching's own consumer group has processed each one (other groups may too). */
export async function processed(matching: MatchingTestApp, ...envelopes: EventEnvelope[]): Promise<void> {
  await matching.publish(...envelopes);
  for (const envelope of envelopes) {
    await eventually(`event ${envelope.id} to be processed`, async () =>
      (
        await matching.sql("SELECT 1 FROM processed_events WHERE consumer_group = 'matching' AND event_id = $1", [
          envelope.id,
        ])
      ).length
        ? true
        : undefined,
    );
  }
}

/** A registered member (UserRegistered, and an enhanced profile unless `profile: false`) with a token. */
export async function registerMember(
  matching: MatchingTestApp,
  fields: Partial<UserRegisteredInit> = {},
  { profile = true }: { profile?: boolean } = {},
): Promise<TestMember> {
  const id = randomUUID();
  const events = [userRegistered({ userId: id, ...fields }).envelope];
  if (profile) events.push(userProfileUpdated({ userId: id }).envelope);
  await processed(matching, ...events);
  return { id, token: await matching.keys.signAccessToken({ id }) };
}

export const block = (matching: MatchingTestApp, blocker: TestMember, blocked: TestMember) =>
  processed(
    matching,
    createEnvelope(MemberBlockedEvent, create(MemberBlockedSchema, { blockerId: blocker.id, blockedId: blocked.id }), {
      key: blocker.id,
    }),
  );

export const suspend = (matching: MatchingTestApp, member: TestMember) =>
  processed(
    matching,
    createEnvelope(
      MemberSuspendedEvent,
      create(MemberSuspendedSchema, { memberId: member.id, reportId: randomUUID(), suspendedBy: randomUUID() }),
      { key: member.id },
    ),
  );

export const verify = (matching: MatchingTestApp, member: TestMember) =>
  processed(
    matching,
    createEnvelope(UserVerifiedEvent, create(UserVerifiedSchema, { userId: member.id }), { key: member.id }),
  );

/** The member lists an active service of a listings type ('playdate', 'childcare'...). */
export const offer = (matching: MatchingTestApp, member: TestMember, type: string) => {
  const serviceId = randomUUID();
  return processed(
    matching,
    createEnvelope(
      ServiceListedEvent,
      create(ServiceListedSchema, { service: { serviceId, hostId: member.id, type, status: 'active' } }),
      { key: serviceId },
    ),
  );
};

export const graph = <T = Record<string, unknown>>(
  matching: MatchingTestApp,
  who: TestMember | null,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphqlAnswer<T>> => subgraphQuery<T>(matching.app, who?.token ?? null, query, variables);

/** The events of a type matching published (still in its outbox or already shipped to the event log). */
export async function published<S extends DescMessage>(
  matching: MatchingTestApp,
  contract: { type: string; schema: S },
): Promise<Array<MessageShape<S>>> {
  const rows = await matching.sql<{ payload: Buffer }>(
    // The relay copies an event to the log before it leaves the outbox: UNION on the id counts it once.
    `SELECT id::text, payload, occurred_at FROM matching.outbox WHERE type = $1
     UNION SELECT id::text, payload, occurred_at FROM eventlog.events WHERE type = $1 ORDER BY occurred_at`,
    [contract.type],
  );
  return rows.map((row) => fromBinary(contract.schema, new Uint8Array(row.payload)));
}
