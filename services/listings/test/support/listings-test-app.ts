import { randomUUID } from 'node:crypto';
import { TestClock } from '@village/kit';
import { fromBinary, type DescMessage, type EventContract, type MessageShape } from '@village/proto';
import { subgraphQuery, type GraphqlAnswer } from '../../../../tests/support/auth/subgraph-graphql';
import { startServiceForTest, type ServiceTestApp } from '../../../../tests/support/service-test-app';
import type { ListingsEnv } from '../../src/env';
import { listingsService } from '../../src/listings.service';
import { CREATE, serviceInput } from '../factories/service-input.factory';

/** Where listings' clock starts in a spec. */
export const LISTINGS_TEST_START = new Date('2030-03-01T09:00:00Z');

/** A member as listings knows one: an id and a bearer token signed with the spec's test keys. */
export interface TestMember {
  id: string;
  token: string;
}

export interface ListingsTestApp extends ServiceTestApp<ListingsEnv> {
  clock: TestClock;
  /** A new member with a valid access token. */
  member(): Promise<TestMember>;
  /** POST /graphql as a member, or as a visitor (null). */
  graph<T = Record<string, unknown>>(
    who: TestMember | null,
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<GraphqlAnswer<T>>;
  /** A service `host` created through the graph (the factory's valid input with `overrides`); its id. */
  createService(host: TestMember, overrides?: Record<string, unknown>): Promise<string>;
  /** Every event of one contract in listings' outbox or the event log, oldest first. */
  eventsOf<Desc extends DescMessage>(
    contract: EventContract<Desc>,
  ): Promise<Array<{ key: string; message: MessageShape<Desc> }>>;
}

/** Listings on the spec file's own migrated database, time on a `TestClock` from `LISTINGS_TEST_START`. */
export async function startListings(envOverrides: Record<string, string> = {}): Promise<ListingsTestApp> {
  const clock = new TestClock(LISTINGS_TEST_START);
  const listings = await startServiceForTest(listingsService, { env: envOverrides, clock });
  const graph: ListingsTestApp['graph'] = (who, query, variables = {}) =>
    subgraphQuery(listings.app, who?.token ?? null, query, variables);
  return {
    ...listings,
    clock,
    member: async () => {
      const id = randomUUID();
      return { id, token: await listings.keys.signAccessToken({ id, email: `${id}@example.org` }) };
    },
    graph,
    createService: async (host, overrides = {}) => {
      const answer = await graph<{ createService: { id: string } }>(host, CREATE, { input: serviceInput(overrides) });
      if (!answer.data) throw new Error(JSON.stringify(answer.errors));
      return answer.data.createService.id;
    },
    eventsOf: async (contract) => {
      const rows = await listings.sql<{ key: string; payload: Buffer }>(
        `SELECT id::text, key, payload, occurred_at FROM listings.outbox WHERE type = $1
         UNION
         SELECT id::text, key, payload, occurred_at FROM eventlog.events WHERE type = $1 AND topic = $2
         ORDER BY occurred_at`,
        [contract.type, contract.topic],
      );
      return rows.map((row) => ({ key: row.key, message: fromBinary(contract.schema, new Uint8Array(row.payload)) }));
    },
  };
}
