import { createEnvelope, idempotentHandler, memberContactChangedConsumer } from '@village/kit';
import {
  create,
  MemberContactChangedEvent,
  MemberContactChangedSchema,
  timestampFromDate,
  UserErasedEvent,
} from '@village/proto';
import { bookingsMemberErasureConsumer } from '../../src/erasure/member-erasure.consumer';
import { userErased } from '../support/erasure-events';
import { REQUEST, startBookings, TODAY, type BookingsTestApp, type TestMember } from '../support/bookings-test-app';

/**
 * Rounds of each race. Without the schema's erasure lock about one round in four deadlocked (25 of 88); without its
 * shared side in `isErasedMember` the late contact survived in the first round.
 */
const ROUNDS = 20;

let bookings: BookingsTestApp;

beforeAll(async () => {
  bookings = await startBookings();
});

afterAll(async () => {
  await bookings?.close();
});

const erased = userErased;

async function book(guest: TestMember, host: TestMember): Promise<void> {
  const serviceId = await bookings.offerService({ hostId: host.id });
  const requested = await bookings.graph(guest, REQUEST, { input: { serviceId, bookingDate: TODAY } });
  if (!requested.data) throw new Error(JSON.stringify(requested.errors));
}

/** Each member is the other's host, guest and cover-circle member: rows the two erasures both change. */
async function linkBothWays(a: TestMember, b: TestMember): Promise<void> {
  await bookings.knowMember(a, 'Amara');
  await bookings.knowMember(b, 'Bilal');
  await book(a, b);
  await book(b, a);
  await bookings.sql(
    `INSERT INTO cover_circle_members (owner_id, member_id, created_at) VALUES ($1, $2, now()), ($2, $1, now())`,
    [a.id, b.id],
  );
}

const rowsAbout = async (member: TestMember) =>
  (
    await bookings.sql<{ n: number }>(
      `SELECT (SELECT count(*) FROM bookings WHERE host_id = $1 OR guest_id = $1)
            + (SELECT count(*) FROM cover_circle_members WHERE owner_id = $1 OR member_id = $1)
            + (SELECT count(*) FROM member_contacts WHERE user_id = $1) AS n`,
      [member.id],
    )
  )[0].n;

it('erases two members linked both ways at the same moment, round after round, without a failed handler', async () => {
  // Its own consumer group: the running service never sees these envelopes, the two calls race in two transactions.
  const handle = idempotentHandler(bookings.dataSource, 'bookings-erasure-race', UserErasedEvent, (...args) =>
    bookingsMemberErasureConsumer.handle(...args),
  );
  for (let round = 1; round <= ROUNDS; round++) {
    const a = await bookings.member();
    const b = await bookings.member();
    await linkBothWays(a, b);
    expect(Number(await rowsAbout(a))).toBeGreaterThan(0);

    const outcomes = await Promise.allSettled([handle(erased(a)), handle(erased(b))]);

    const failures = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [String(outcome.reason)] : []));
    expect({ round, failures }).toEqual({ round, failures: [] });
    expect({ round, left: [Number(await rowsAbout(a)), Number(await rowsAbout(b))] }).toEqual({ round, left: [0, 0] });
  }
});

it("never keeps a member's contact that a late event wrote while their erasure was under way", async () => {
  const erase = idempotentHandler(bookings.dataSource, 'bookings-erasure-race', UserErasedEvent, (...args) =>
    bookingsMemberErasureConsumer.handle(...args),
  );
  const project = idempotentHandler(
    bookings.dataSource,
    'bookings-contacts-race',
    MemberContactChangedEvent,
    (...args) => memberContactChangedConsumer.handle(...args),
  );
  for (let round = 1; round <= ROUNDS; round++) {
    const member = await bookings.member();
    await bookings.knowMember(member, 'Amara');
    const lateChange = createEnvelope(
      MemberContactChangedEvent,
      create(MemberContactChangedSchema, {
        userId: member.id,
        email: `amara.${round}@example.org`,
        firstName: 'Amara',
        emailConfirmed: true,
        changedAt: timestampFromDate(new Date()),
      }),
      { key: member.id },
    );

    await Promise.all([erase(erased(member)), project(lateChange)]);

    const contacts = await bookings.sql('SELECT 1 FROM member_contacts WHERE user_id = $1', [member.id]);
    expect({ round, contacts: contacts.length }).toEqual({ round, contacts: 0 });
  }
});
