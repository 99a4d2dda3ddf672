import { createEnvelope, minutes } from '@village/kit';
import {
  create,
  UserRegisteredEvent,
  UserRegisteredSchema,
  UserVerifiedEvent,
  UserVerifiedSchema,
} from '@village/proto';
import { eventually } from '../../../tests/support/eventually';
import { startBookings, TODAY, type BookingsTestApp, type TestMember } from './support/bookings-test-app';

const CIRCLE = '{ coverCircle { members { userId firstName } memberOf { userId firstName } } }';
const ADD = 'mutation Add($id: ID!) { addToCoverCircle(memberId: $id) { members { userId firstName } } }';
const REMOVE = 'mutation Remove($id: ID!) { removeFromCoverCircle(memberId: $id) { members { userId } } }';
const LEAVE = 'mutation Leave($id: ID!) { leaveCoverCircle(ownerId: $id) { memberOf { userId } } }';
const REQUEST_COVER = `mutation RequestCover($input: RequestCoverInput!) {
  requestCover(input: $input) { id status requesterName day fromTime untilTime children note coveredBy { firstName } }
}`;
const ACCEPT_COVER = `mutation AcceptCover($id: ID!) {
  acceptCover(id: $id) { id status coveredBy { userId firstName email } }
}`;
const CANCEL_COVER = 'mutation CancelCover($id: ID!) { cancelCover(id: $id) { id status } }';
const REQUESTS = '{ coverRequests { id status requesterName coveredBy { firstName email } } }';
const WIDENED = '{ coverRequests { widenedAt } }';

const URGENT = { day: TODAY, fromTime: '09:00', untilTime: '15:30', children: 2, note: 'Sick child, work shift' };

let bookings: BookingsTestApp | undefined;

afterEach(async () => {
  await bookings?.close();
  bookings = undefined;
});

interface Known extends TestMember {
  email: string;
}

const known = async (app: BookingsTestApp, firstName: string): Promise<Known> => {
  const member = await app.member();
  return { ...member, email: await app.knowMember(member, firstName) };
};

const mailTo = async (app: BookingsTestApp, to: string) => {
  await app.clock.runDue();
  await app.clock.runDue();
  return app.smtp.received.filter((mail) => mail.to.includes(to));
};

const errorOf = (result: { errors?: ReadonlyArray<{ message: string }> }) => result.errors?.[0]?.message;

/** A requester whose circle is the given members. */
const circleOf = async (app: BookingsTestApp, requester: TestMember, members: TestMember[]) => {
  for (const member of members) {
    const added = await app.graph(requester, ADD, { id: member.id });
    expect(added.errors).toBeUndefined();
  }
};

it('tells a named member, who can then leave the circle; at most five, never oneself, never across a block', async () => {
  bookings = await startBookings();
  const owner = await known(bookings, 'Olu');
  const friends = [];
  for (const name of ['Ada', 'Bea', 'Cy', 'Dee', 'Eve', 'Fay']) friends.push(await known(bookings, name));

  await circleOf(bookings, owner, friends.slice(0, 5));
  expect(errorOf(await bookings.graph(owner, ADD, { id: friends[5].id }))).toBe(
    'Your circle can have at most 5 members.',
  );
  expect(errorOf(await bookings.graph(owner, ADD, { id: friends[0].id }))).toBe(
    'This member is already in your circle.',
  );
  expect(errorOf(await bookings.graph(owner, ADD, { id: owner.id }))).toBe('You cannot add yourself to your circle');
  expect((await mailTo(bookings, friends[0].email)).map((mail) => mail.subject)).toEqual([
    'Olu added you to their emergency cover circle',
  ]);

  const left = await bookings.graph<{ leaveCoverCircle: { memberOf: unknown[] } }>(friends[0], LEAVE, {
    id: owner.id,
  });
  expect(left.data?.leaveCoverCircle.memberOf).toEqual([]);
  const removed = await bookings.graph<{ removeFromCoverCircle: { members: Array<{ userId: string }> } }>(
    owner,
    REMOVE,
    { id: friends[1].id },
  );
  expect(removed.data?.removeFromCoverCircle.members.map(({ userId }) => userId)).toEqual(
    friends.slice(2, 5).map(({ id }) => id),
  );

  const blocked = friends[5];
  await bookings.sql('INSERT INTO member_blocks (blocker_id, blocked_id) VALUES ($1, $2)', [blocked.id, owner.id]);
  expect(errorOf(await bookings.graph(owner, ADD, { id: blocked.id }))).toBe('Member not found');

  const seen = await bookings.graph<{ coverCircle: { memberOf: Array<{ userId: string; firstName: string }> } }>(
    friends[2],
    CIRCLE,
  );
  expect(seen.data?.coverCircle.memberOf).toEqual([{ userId: owner.id, firstName: 'Olu' }]);
});

it('emails the circle at once; the first to accept covers it, the requester learns who and the others that it is covered', async () => {
  bookings = await startBookings();
  const requester = await known(bookings, 'Rae');
  const first = await known(bookings, 'Ada');
  const second = await known(bookings, 'Bea');
  const stranger = await known(bookings, 'Sol');
  await circleOf(bookings, requester, [first, second]);

  const requested = await bookings.graph<{ requestCover: { id: string; status: string; requesterName: string } }>(
    requester,
    REQUEST_COVER,
    { input: URGENT },
  );
  expect(requested.errors).toBeUndefined();
  const id = requested.data!.requestCover.id;
  expect(requested.data!.requestCover).toMatchObject({ status: 'open', requesterName: 'Rae' });
  const asked = await mailTo(bookings, second.email);
  expect(asked.map((mail) => mail.subject)).toContain('Rae needs urgent childcare cover');
  expect(asked.find((mail) => mail.subject === 'Rae needs urgent childcare cover')?.text).toContain(
    `When: ${TODAY}, 09:00 to 15:30`,
  );

  const visible = await bookings.graph<{ coverRequests: Array<{ id: string }> }>(second, REQUESTS);
  expect(visible.data?.coverRequests.map((request) => request.id)).toEqual([id]);
  expect(errorOf(await bookings.graph(stranger, ACCEPT_COVER, { id }))).toBe('Cover request not found');
  expect((await bookings.graph<{ coverRequests: unknown[] }>(stranger, REQUESTS)).data?.coverRequests).toEqual([]);

  const [winner, loser] = await Promise.all([
    bookings.graph<{ acceptCover: { status: string; coveredBy: { userId: string } } }>(first, ACCEPT_COVER, { id }),
    bookings.graph<{ acceptCover: { status: string; coveredBy: { userId: string } } }>(second, ACCEPT_COVER, { id }),
  ]).then((answers) => (answers[0].errors ? [answers[1], answers[0]] : answers));
  expect(winner.data?.acceptCover.status).toBe('covered');
  expect(errorOf(loser)).toBe('Already covered');
  const coverer = winner.data!.acceptCover.coveredBy.userId === first.id ? first : second;
  const other = coverer === first ? second : first;

  const mine = await bookings.graph<{ coverRequests: Array<{ status: string; coveredBy: unknown }> }>(
    requester,
    REQUESTS,
  );
  expect(mine.data?.coverRequests).toEqual([
    {
      id,
      status: 'covered',
      requesterName: 'Rae',
      coveredBy: { firstName: coverer === first ? 'Ada' : 'Bea', email: coverer.email },
    },
  ]);
  const toRequester = await mailTo(bookings, requester.email);
  expect(toRequester.map((mail) => mail.text).join('\n')).toContain(
    `Contact: ${coverer === first ? 'Ada' : 'Bea'}, ${coverer.email}`,
  );
  expect((await mailTo(bookings, other.email)).map((mail) => mail.subject)).toContain("Rae's cover request is covered");
  expect((await bookings.graph<{ coverRequests: unknown[] }>(other, REQUESTS)).data?.coverRequests).toEqual([]);
});

it('refuses a bad request with a clear message and lets the requester cancel', async () => {
  bookings = await startBookings();
  const requester = await known(bookings, 'Rae');
  const friend = await known(bookings, 'Ada');
  expect(errorOf(await bookings.graph(requester, REQUEST_COVER, { input: URGENT }))).toBe(
    'Add someone to your cover circle first.',
  );
  await circleOf(bookings, requester, [friend]);

  const refusals: Array<[Record<string, unknown>, string]> = [
    [{ day: '2030-02-28' }, 'Choose today or a later day'],
    [{ untilTime: '08:00' }, 'The end time must be after the start time'],
    [{ children: 5 }, 'Cover is for at most 4 children'],
    [{ children: 0 }, 'Choose how many children'],
    [{ note: 'x'.repeat(301) }, 'The note must be 300 characters or less'],
    [{ fromTime: '25:00' }, 'Choose a valid start time'],
  ];
  for (const [change, message] of refusals) {
    const refused = await bookings.graph(requester, REQUEST_COVER, { input: { ...URGENT, ...change } });
    expect(errorOf(refused)).toBe(message);
  }

  const requested = await bookings.graph<{ requestCover: { id: string } }>(requester, REQUEST_COVER, {
    input: URGENT,
  });
  const id = requested.data!.requestCover.id;
  expect(errorOf(await bookings.graph(friend, CANCEL_COVER, { id }))).toBe('Cover request not found');
  const cancelled = await bookings.graph<{ cancelCover: { status: string } }>(requester, CANCEL_COVER, { id });
  expect(cancelled.data?.cancelCover.status).toBe('cancelled');
  expect(errorOf(await bookings.graph(friend, ACCEPT_COVER, { id }))).toBe('This request was cancelled.');
});

/** A member registered in a postcode (identity's UserRegistered), verified or not, perhaps hosting a service. */
const livingIn = async (
  app: BookingsTestApp,
  member: Known,
  postcode: string,
  { verified = false, hosts = null as string | null } = {},
) => {
  await app.publish(
    createEnvelope(
      UserRegisteredEvent,
      create(UserRegisteredSchema, { userId: member.id, fullName: 'A Member', postcode, country: 'United Kingdom' }),
      { key: member.id },
    ),
  );
  if (verified) {
    await app.publish(
      createEnvelope(UserVerifiedEvent, create(UserVerifiedSchema, { userId: member.id }), { key: member.id }),
    );
  }
  await eventually('the member to be placed', async () => {
    const [place] = await app.sql<{ verified: boolean; district: string }>(
      'SELECT verified, district FROM cover_member_places WHERE user_id = $1',
      [member.id],
    );
    return place?.district && place.verified === verified ? true : undefined;
  });
  if (hosts) await app.offerService({ hostId: member.id, type: hosts, title: 'After-school care' });
};

it('asks verified childcare hosts within a few miles once the circle has not answered in time', async () => {
  bookings = await startBookings({ COVER_CIRCLE_WAIT_MINUTES: '30' });
  const requester = await known(bookings, 'Rae');
  const friend = await known(bookings, 'Ada');
  const nearHost = await known(bookings, 'Nia');
  const farHost = await known(bookings, 'Fin');
  const unverifiedHost = await known(bookings, 'Uma');
  const nearTutor = await known(bookings, 'Tom');
  await livingIn(bookings, requester, 'E8 1AA');
  await livingIn(bookings, nearHost, 'N1 1AA', { verified: true, hosts: 'childcare' });
  await livingIn(bookings, farHost, 'SW19 1AA', { verified: true, hosts: 'childcare' });
  await livingIn(bookings, unverifiedHost, 'E9 1AA', { hosts: 'childcare' });
  await livingIn(bookings, nearTutor, 'E8 2AA', { verified: true, hosts: 'tutoring' });
  await circleOf(bookings, requester, [friend]);

  const requested = await bookings.graph<{ requestCover: { id: string } }>(requester, REQUEST_COVER, { input: URGENT });
  const id = requested.data!.requestCover.id;
  expect(
    (await bookings.sql<{ district: string }>('SELECT district FROM cover_requests WHERE id = $1', [id]))[0],
  ).toEqual({ district: 'E8' });
  const app = bookings;
  const widenedAt = async () =>
    (await app.graph<{ coverRequests: Array<{ widenedAt: string | null }> }>(requester, WIDENED)).data?.coverRequests[0]
      ?.widenedAt;
  await bookings.clock.advance(minutes(29));
  expect(await widenedAt()).toBeNull();
  expect(await mailTo(bookings, nearHost.email)).toEqual([]);
  expect(errorOf(await bookings.graph(nearHost, ACCEPT_COVER, { id }))).toBe('Cover request not found');

  await bookings.clock.advance(minutes(1));
  const asked = await mailTo(bookings, nearHost.email);
  expect(asked.map((mail) => mail.subject)).toEqual(['Rae needs urgent childcare cover']);
  expect(await widenedAt()).toBe(bookings.clock.now().toISOString());
  for (const other of [farHost, unverifiedHost, nearTutor]) expect(await mailTo(bookings, other.email)).toEqual([]);

  const offered = await bookings.graph<{ coverRequests: Array<{ id: string }> }>(nearHost, REQUESTS);
  expect(offered.data?.coverRequests.map((request) => request.id)).toEqual([id]);
  const accepted = await bookings.graph<{ acceptCover: { status: string } }>(nearHost, ACCEPT_COVER, { id });
  expect(accepted.data?.acceptCover.status).toBe('covered');
  const mine = await bookings.graph<{ coverRequests: Array<{ coveredBy: unknown }> }>(requester, REQUESTS);
  expect(mine.data?.coverRequests[0]?.coveredBy).toEqual({ firstName: 'Nia', email: nearHost.email });
  expect(errorOf(await bookings.graph(friend, ACCEPT_COVER, { id }))).toBe('Already covered');

  const cancelled = await bookings.graph<{ cancelCover: { status: string } }>(requester, CANCEL_COVER, { id });
  expect(cancelled.data?.cancelCover.status).toBe('cancelled');
  expect((await mailTo(bookings, nearHost.email)).map((mail) => mail.subject)).toContain('Rae no longer needs cover');
});

it('asks no one further when the circle covered the request in time', async () => {
  bookings = await startBookings();
  const requester = await known(bookings, 'Rae');
  const friend = await known(bookings, 'Ada');
  const nearHost = await known(bookings, 'Nia');
  await livingIn(bookings, requester, 'E8 1AA');
  await livingIn(bookings, nearHost, 'N1 1AA', { verified: true, hosts: 'childcare' });
  await circleOf(bookings, requester, [friend]);
  const requested = await bookings.graph<{ requestCover: { id: string } }>(requester, REQUEST_COVER, { input: URGENT });
  const id = requested.data!.requestCover.id;
  expect((await bookings.graph(friend, ACCEPT_COVER, { id })).errors).toBeUndefined();
  await bookings.clock.advance(minutes(30));
  expect(await mailTo(bookings, nearHost.email)).toEqual([]);
  expect(errorOf(await bookings.graph(nearHost, ACCEPT_COVER, { id }))).toBe('Cover request not found');
});
