import { randomUUID } from 'node:crypto';
import { TestClock } from '@village/kit';
import { fromBinary, type DescMessage, type EventContract, type MessageShape } from '@village/proto';
import { startTestSmtpServer, type TestSmtpServer } from '../../../../tests/support/mail/test-smtp-server';
import { subgraphQuery, type GraphqlAnswer } from '../../../../tests/support/auth/subgraph-graphql';
import { startServiceForTest, type ServiceTestApp } from '../../../../tests/support/service-test-app';
import { bookingsService } from '../../src/bookings.service';
import type { BookingsEnv } from '../../src/env';

/** Where bookings' clock starts in a spec: 09:00 on 1 March 2030 in London. */
export const BOOKINGS_TEST_START = new Date('2030-03-01T09:00:00Z');
export const TODAY = '2030-03-01';

export interface TestMember {
  id: string;
  token: string;
}

export interface OfferedServiceSeed {
  serviceId?: string;
  hostId: string;
  type?: string;
  title?: string;
  pricingType?: string;
  priceMinor?: number | null;
  currency?: string;
  maxParticipants?: number;
  status?: string;
  dateTime?: Date | null;
  isRecurring?: boolean;
  cancellationPolicy?: string;
  deleted?: boolean;
}

/** Where links in bookings' emails point in a spec. */
export const TEST_APP_URL = 'https://village.test';

export interface BookingsTestApp extends ServiceTestApp<BookingsEnv> {
  clock: TestClock;
  /** The SMTP server bookings sends to (its `send-mail` jobs run on `clock.runDue()`). */
  smtp: TestSmtpServer;
  /** A member as identity published them (MemberContactChanged), straight into the projection. */
  knowMember(member: TestMember, firstName: string, options?: { confirmed?: boolean }): Promise<string>;
  member(): Promise<TestMember>;
  graph<T = Record<string, unknown>>(
    who: TestMember | null,
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<GraphqlAnswer<T>>;
  /** A service straight into the projection (as if listings had published it); its id. */
  offerService(seed: OfferedServiceSeed): Promise<string>;
  /** Every event of one contract in bookings' outbox, oldest first. */
  eventsOf<Desc extends DescMessage>(
    contract: EventContract<Desc>,
  ): Promise<Array<{ key: string; message: MessageShape<Desc> }>>;
}

export async function startBookings(
  env: Record<string, string> = {},
  clock = new TestClock(BOOKINGS_TEST_START),
): Promise<BookingsTestApp> {
  const smtp = await startTestSmtpServer();
  let bookings: ServiceTestApp<BookingsEnv>;
  try {
    bookings = await startServiceForTest(bookingsService, {
      clock,
      env: { SMTP_URL: smtp.url, APP_URL: TEST_APP_URL, ...env },
    });
  } catch (error) {
    await smtp.close();
    throw error;
  }
  return {
    ...bookings,
    clock,
    smtp,
    close: async () => {
      await bookings.close();
      await smtp.close();
    },
    knowMember: async (member, firstName, { confirmed = true } = {}) => {
      const email = `${firstName.toLowerCase()}.${member.id.slice(0, 8)}@example.org`;
      await bookings.sql(
        `INSERT INTO member_contacts (user_id, email, first_name, email_confirmed, changed_at)
         VALUES ($1, $2, $3, $4, now())
         ON CONFLICT (user_id) DO UPDATE SET email = $2, first_name = $3, email_confirmed = $4`,
        [member.id, email, firstName, confirmed],
      );
      return email;
    },
    member: async () => {
      const id = randomUUID();
      return { id, token: await bookings.keys.signAccessToken({ id, email: `${id}@example.org` }) };
    },
    graph: (who, query, variables = {}) => subgraphQuery(bookings.app, who?.token ?? null, query, variables),
    offerService: async (seed) => {
      const id = seed.serviceId ?? randomUUID();
      await bookings.sql(
        `INSERT INTO offered_services (service_id, host_id, type, title, pricing_type, price_minor, currency,
           max_participants, status, date_time, is_recurring, cancellation_policy, deleted, version_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, now())`,
        [
          id,
          seed.hostId,
          seed.type ?? 'education',
          seed.title ?? 'Guitar lessons',
          seed.pricingType ?? 'free',
          seed.priceMinor ?? null,
          seed.currency ?? 'GBP',
          seed.maxParticipants ?? 5,
          seed.status ?? 'active',
          seed.dateTime ?? null,
          seed.isRecurring ?? false,
          seed.cancellationPolicy ?? 'flexible',
          seed.deleted ?? false,
        ],
      );
      return id;
    },
    eventsOf: async (contract) => {
      const rows = await bookings.sql<{ key: string; payload: Buffer }>(
        `SELECT id::text, key, payload, occurred_at FROM bookings.outbox WHERE type = $1
         UNION
         SELECT id::text, key, payload, occurred_at FROM eventlog.events WHERE type = $1 AND topic = $2
         ORDER BY occurred_at`,
        [contract.type, contract.topic],
      );
      return rows.map((row) => ({ key: row.key, message: fromBinary(contract.schema, new Uint8Array(row.payload)) }));
    },
  };
}

export const REQUEST = `mutation Request($input: RequestBookingInput!) {
  requestBooking(input: $input) {
    id serviceId hostId guestId bookingDate notes status paymentStatus totalAmount totalAmountMinor currency
    cancellationPolicy cancelledBy refundAmountMinor service { title type }
  }
}`;
export const ACCEPT = 'mutation Accept($id: ID!) { acceptBooking(id: $id) { id status } }';
export const DECLINE = 'mutation Decline($id: ID!) { declineBooking(id: $id) { id status } }';
export const CANCEL = 'mutation Cancel($id: ID!) { cancelBooking(id: $id) { id status cancelledBy } }';
export const ONE = 'query One($id: ID!) { booking(id: $id) { id status notes } }';
export const GUEST_LIST = '{ guestBookings { id bookingDate } }';
export const HOST_LIST = '{ hostBookings { id bookingDate } }';
