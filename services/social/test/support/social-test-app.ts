import { randomUUID } from 'node:crypto';
import type { Provider } from '@nestjs/common';
import { defineService, TestClock, type EventEnvelope } from '@village/kit';
import { fromBinary, type DescMessage, type EventContract, type MessageShape } from '@village/proto';
import { eventually } from '../../../../tests/support/eventually';
import { subgraphQuery, type GraphqlAnswer } from '../../../../tests/support/auth/subgraph-graphql';
import type { TestKeys } from '../../../../tests/support/auth/test-keys';
import { startServiceForTest, type ServiceTestApp } from '../../../../tests/support/service-test-app';
import type { SocialEnv } from '../../src/env';
import { socialService } from '../../src/social.service';

/** Where social's clock starts in a spec: 09:00 on 1 March 2030 in London. */
export const SOCIAL_TEST_START = new Date('2030-03-01T09:00:00Z');

/** The web app's address in a spec (service photos' public URLs start with it). */
export const TEST_APP_URL = 'https://village.test';

export interface TestMember {
  id: string;
  token: string;
}

export interface PromotableServiceSeed {
  serviceId?: string;
  hostId: string;
  type?: string;
  title?: string;
  serviceMode?: string;
  pricingType?: string;
  priceMinor?: number | null;
  currency?: string;
  country?: string;
  district?: string;
  status?: string;
  dateTime?: Date | null;
  isRecurring?: boolean;
  maxParticipants?: number;
  photoIds?: string[];
  deleted?: boolean;
}

export interface SocialTestOptions {
  /** Variables on top of the test defaults. */
  env?: Record<string, string>;
  /** The clock to run on (default: a new one at SOCIAL_TEST_START); pass the old one's time to "restart". */
  clock?: TestClock;
  /** Providers that replace social's own for the same token (e.g. PLATFORM_ADAPTERS, CONNECTED_ACCOUNTS). */
  providers?: Provider[];
  /** A key pair to reuse, so members' tokens stay valid across a restart. */
  keys?: TestKeys;
}

export interface SocialTestApp extends ServiceTestApp<SocialEnv> {
  clock: TestClock;
  member(): Promise<TestMember>;
  graph<T = Record<string, unknown>>(
    who: TestMember | null,
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<GraphqlAnswer<T>>;
  /** A service straight into the projection (as if listings had published it); its id. */
  knowService(seed: PromotableServiceSeed): Promise<string>;
  /** Publishes the events and waits until social's consumers have processed each one. */
  processed(...envelopes: EventEnvelope[]): Promise<void>;
  /** Every event of one contract in social's outbox (or already relayed to the event log), oldest first. */
  eventsOf<Desc extends DescMessage>(
    contract: EventContract<Desc>,
  ): Promise<Array<{ key: string; message: MessageShape<Desc> }>>;
}

/** social in-process on the spec file's database, its jobs run by `clock.runDue()`. */
export async function startSocial(options: SocialTestOptions = {}): Promise<SocialTestApp> {
  const clock = options.clock ?? new TestClock(SOCIAL_TEST_START);
  const definition = options.providers?.length
    ? defineService({ ...socialService, providers: [...(socialService.providers ?? []), ...options.providers] })
    : socialService;
  const social = await startServiceForTest(definition, {
    clock,
    env: { APP_URL: TEST_APP_URL, ...options.env },
    ...(options.keys ? { keys: options.keys } : {}),
  });
  return {
    ...social,
    clock,
    member: async () => {
      const id = randomUUID();
      return { id, token: await social.keys.signAccessToken({ id, email: `${id}@example.org` }) };
    },
    graph: (who, query, variables = {}) => subgraphQuery(social.app, who?.token ?? null, query, variables),
    knowService: async (seed) => {
      const id = seed.serviceId ?? randomUUID();
      await social.sql(
        `INSERT INTO promotable_services (service_id, host_id, type, title, service_mode, pricing_type, price_minor,
           currency, country, district, status, date_time, is_recurring, max_participants, photo_ids, deleted,
           version_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, now())`,
        [
          id,
          seed.hostId,
          seed.type ?? 'wellbeing_activity',
          seed.title ?? 'Morning yoga in the park',
          seed.serviceMode ?? 'in_person',
          seed.pricingType ?? 'free',
          seed.priceMinor ?? null,
          seed.currency ?? 'GBP',
          seed.country ?? 'United Kingdom',
          seed.district ?? 'NW1',
          seed.status ?? 'active',
          seed.dateTime ?? null,
          seed.isRecurring ?? false,
          seed.maxParticipants ?? 8,
          seed.photoIds ?? [],
          seed.deleted ?? false,
        ],
      );
      return id;
    },
    processed: async (...envelopes) => {
      await social.publish(...envelopes);
      for (const envelope of envelopes) {
        await eventually(`event ${envelope.id} to be processed`, async () =>
          (await social.sql('SELECT 1 FROM processed_events WHERE event_id = $1', [envelope.id])).length
            ? true
            : undefined,
        );
      }
    },
    eventsOf: async (contract) => {
      const rows = await social.sql<{ key: string; payload: Buffer }>(
        `SELECT id::text, key, payload, occurred_at FROM social.outbox WHERE type = $1
         UNION
         SELECT id::text, key, payload, occurred_at FROM eventlog.events WHERE type = $1 AND topic = $2
         ORDER BY occurred_at`,
        [contract.type, contract.topic],
      );
      return rows.map((row) => ({ key: row.key, message: fromBinary(contract.schema, new Uint8Array(row.payload)) }));
    },
  };
}

export const COMPOSE = `mutation Compose($input: ComposeSocialMediaPostsInput!) {
  composeSocialMediaPosts(input: $input) {
    id platform content hashtags serviceId scheduledFor publishedAt status failureReason attempts publishedVia
    externalUrl engagementMetrics { likes shares comments total } engagementUpdatedAt createdAt
  }
}`;
export const POSTS = `query Posts($limit: Int) {
  socialMediaPosts(limit: $limit) {
    id platform content hashtags serviceId scheduledFor publishedAt status failureReason attempts publishedVia
    externalUrl engagementMetrics { likes shares comments total } engagementUpdatedAt createdAt
  }
}`;
export const SUMMARY = `{ socialMediaSummary { totalPosts published scheduled failed
  engagement { likes shares comments total } } }`;

export interface PostView {
  id: string;
  platform: string;
  content: string;
  hashtags: string[];
  serviceId: string | null;
  scheduledFor: string | null;
  publishedAt: string | null;
  status: string;
  failureReason: string | null;
  attempts: number;
  publishedVia: string | null;
  externalUrl: string | null;
  engagementMetrics: { likes: number; shares: number; comments: number; total: number };
  engagementUpdatedAt: string | null;
  createdAt: string;
}
