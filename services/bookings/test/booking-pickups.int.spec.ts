import { hours } from '@village/kit';
import {
  ACCEPT,
  CANCEL,
  REQUEST,
  startBookings,
  TODAY,
  type BookingsTestApp,
  type TestMember,
} from './support/bookings-test-app';

let bookings: BookingsTestApp;

beforeAll(async () => {
  bookings = await startBookings();
});

afterAll(async () => {
  await bookings?.close();
});

const PICKUP_FIELDS = 'bookingId authorisedAdults handovers { id kind recordedBy recordedByName recordedAt }';
const PICKUP = `query Pickup($id: ID!) { bookingPickup(bookingId: $id) { ${PICKUP_FIELDS} } }`;
const SET_ADULTS = `mutation Adults($id: ID!, $names: [String!]!) {
  setAuthorisedAdults(bookingId: $id, names: $names) { ${PICKUP_FIELDS} }
}`;
const RECORD = `mutation Record($id: ID!, $kind: String!) {
  recordHandover(bookingId: $id, kind: $kind) { ${PICKUP_FIELDS} }
}`;

interface Pickup {
  bookingId: string;
  authorisedAdults: string[];
  handovers: Array<{ kind: string; recordedBy: string; recordedByName: string | null; recordedAt: string }>;
}

interface Booked {
  host: TestMember;
  guest: TestMember;
  hostEmail: string;
  guestEmail: string;
  id: string;
  title: string;
}

let titles = 0;

/** A childcare request by a guest naming `adults`, on `day`; confirmed by the host unless told otherwise. */
const childcare = async (
  { adults, day = TODAY, confirm = true }: { adults?: string[]; day?: string; confirm?: boolean } = {},
  type = 'childcare',
): Promise<Booked> => {
  const host = await bookings.member();
  const guest = await bookings.member();
  const hostEmail = await bookings.knowMember(host, 'Hana');
  const guestEmail = await bookings.knowMember(guest, 'Gus');
  titles += 1;
  const title = `After-school care ${titles}`;
  const serviceId = await bookings.offerService({ hostId: host.id, type, title });
  const answer = await bookings.graph<{ requestBooking: { id: string } }>(guest, REQUEST, {
    input: { serviceId, bookingDate: day, authorisedAdults: adults },
  });
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  const id = answer.data.requestBooking.id;
  if (confirm) await bookings.graph(host, ACCEPT, { id });
  return { host, guest, hostEmail, guestEmail, id, title };
};

const pickupFor = async (who: TestMember, id: string): Promise<Pickup | null> => {
  const answer = await bookings.graph<{ bookingPickup: Pickup | null }>(who, PICKUP, { id });
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data.bookingPickup;
};

const refusal = async (who: TestMember, query: string, variables: Record<string, unknown>) => {
  const answer = await bookings.graph(who, query, variables);
  expect(answer.data).toBeNull();
  return answer.errors?.[0];
};

/** The check-in emails to `to` about `title`, once the queued `send-mail` jobs ran. */
const mailAbout = async (to: string, title: string) => {
  await bookings.clock.runDue();
  await bookings.clock.runDue();
  return bookings.smtp.received.filter(
    (mail) => mail.to.includes(to) && mail.subject.includes(`checked in for ${title} `),
  );
};

it('keeps the adults the guest named when requesting, for the guest and the host only', async () => {
  const booked = await childcare({ adults: ['  Ana   Silva ', 'Ben Okoro'] });
  const stranger = await bookings.member();

  const expected = { bookingId: booked.id, authorisedAdults: ['Ana Silva', 'Ben Okoro'], handovers: [] };
  expect(await pickupFor(booked.guest, booked.id)).toEqual(expected);
  expect(await pickupFor(booked.host, booked.id)).toEqual(expected);
  expect(await pickupFor(stranger, booked.id)).toBeNull();
});

it('lets the guest change the names until the booking is completed, and nobody else', async () => {
  const booked = await childcare({ adults: ['Ana Silva'] });

  const changed = await bookings.graph<{ setAuthorisedAdults: Pickup }>(booked.guest, SET_ADULTS, {
    id: booked.id,
    names: ['Ana Silva', 'Carla Mendes'],
  });
  expect(changed.data?.setAuthorisedAdults.authorisedAdults).toEqual(['Ana Silva', 'Carla Mendes']);

  expect(await refusal(booked.host, SET_ADULTS, { id: booked.id, names: ['Hugo'] })).toMatchObject({
    message: 'Only the parent who booked can change who may collect',
    extensions: { code: 'FORBIDDEN', errorCode: 'PICKUP_NOT_GUEST' },
  });
  const stranger = await bookings.member();
  expect(await refusal(stranger, SET_ADULTS, { id: booked.id, names: ['Eve Stone'] })).toMatchObject({
    message: 'Booking not found',
    extensions: { code: 'NOT_FOUND' },
  });

  await bookings.graph(booked.guest, CANCEL, { id: booked.id });
  expect(await refusal(booked.guest, SET_ADULTS, { id: booked.id, names: ['Dan Reed'] })).toMatchObject({
    message: 'This booking is cancelled: the adults who may collect can no longer be changed.',
    extensions: { code: 'CONFLICT' },
  });
  expect((await pickupFor(booked.guest, booked.id))?.authorisedAdults).toEqual(['Ana Silva', 'Carla Mendes']);
});

it.each([
  [[], 'Name at least one adult who may collect the child'],
  [['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay'], 'Name at most 5 adults who may collect the child'],
  [['A'], 'Each name must be between 2 and 80 characters'],
  [['x'.repeat(81)], 'Each name must be between 2 and 80 characters'],
  [['Ana Silva', 'ana  silva'], 'Each adult may be named only once'],
])('refuses the names %j: %s', async (names, message) => {
  const booked = await childcare({ adults: ['Ana Silva'] });
  expect(await refusal(booked.guest, SET_ADULTS, { id: booked.id, names })).toMatchObject({
    message,
    extensions: { code: 'BAD_USER_INPUT', fieldErrors: { authorisedAdults: message } },
  });
});

it('names adults on childcare bookings only', async () => {
  const host = await bookings.member();
  const guest = await bookings.member();
  const serviceId = await bookings.offerService({ hostId: host.id, type: 'playdate' });
  const answer = await bookings.graph(guest, REQUEST, {
    input: { serviceId, bookingDate: TODAY, authorisedAdults: ['Ana Silva'] },
  });
  expect(answer.errors?.[0]).toMatchObject({
    message: 'Only a childcare booking names the adults who may collect the child',
  });
  expect(await bookings.sql('SELECT id FROM bookings WHERE service_id = $1', [serviceId])).toEqual([]);
});

it('records both check-ins in order, by each side, and emails the other parent at once', async () => {
  const booked = await childcare({ adults: ['Ana Silva', 'Ben Okoro'] });

  const collected = await bookings.graph<{ recordHandover: Pickup }>(booked.host, RECORD, {
    id: booked.id,
    kind: 'collected',
  });
  expect(collected.data?.recordHandover.handovers).toEqual([
    expect.objectContaining({ kind: 'collected', recordedBy: 'host', recordedByName: 'Hana' }),
  ]);
  const [toGuest] = await mailAbout(booked.guestEmail, booked.title);
  expect(toGuest?.subject).toBe(`Collected: Hana checked in for ${booked.title} on 1 March 2030`);
  expect(toGuest?.text).toContain(`Hana recorded 'Collected' at 09:00 for ${booked.title} on 1 March 2030.`);

  await bookings.clock.advance(hours(6));
  await bookings.graph(booked.guest, RECORD, { id: booked.id, kind: 'dropped_off' });
  const [toHost] = await mailAbout(booked.hostEmail, booked.title);
  expect(toHost?.subject).toBe(`Dropped off: Gus checked in for ${booked.title} on 1 March 2030`);
  expect(toHost?.text).toContain("Gus recorded 'Dropped off' at 15:00");

  for (const side of [booked.host, booked.guest]) {
    expect((await pickupFor(side, booked.id))?.handovers).toEqual([
      expect.objectContaining({ kind: 'collected', recordedBy: 'host', recordedAt: '2030-03-01T09:00:00.000Z' }),
      expect.objectContaining({ kind: 'dropped_off', recordedBy: 'guest', recordedAt: '2030-03-01T15:00:00.000Z' }),
    ]);
  }
  await bookings.clock.setTime(new Date(bookings.clock.now().getTime() - hours(6)));
});

it("refuses a stranger's check-in, an unknown kind, an unconfirmed booking and a day not yet come", async () => {
  const booked = await childcare({ adults: ['Ana Silva'] });
  const stranger = await bookings.member();
  expect(await refusal(stranger, RECORD, { id: booked.id, kind: 'collected' })).toMatchObject({
    message: 'Booking not found',
    extensions: { code: 'NOT_FOUND' },
  });
  expect(await refusal(booked.host, RECORD, { id: booked.id, kind: 'picked_up' })).toMatchObject({
    extensions: { code: 'BAD_USER_INPUT', fieldErrors: { kind: "A check-in is 'collected' or 'dropped_off'" } },
  });

  const pending = await childcare({ adults: ['Ana Silva'], confirm: false });
  expect(await refusal(pending.host, RECORD, { id: pending.id, kind: 'collected' })).toMatchObject({
    message: 'This booking is pending: check-ins can be recorded only on a confirmed booking.',
    extensions: { code: 'CONFLICT' },
  });

  const later = await childcare({ adults: ['Ana Silva'], day: '2030-03-02' });
  expect(await refusal(later.guest, RECORD, { id: later.id, kind: 'collected' })).toMatchObject({
    message: 'Check-ins can be recorded from the day of the booking.',
    extensions: { code: 'CONFLICT' },
  });

  const other = await childcare({}, 'playdate');
  expect(await refusal(other.host, RECORD, { id: other.id, kind: 'collected' })).toMatchObject({
    extensions: { errorCode: 'PICKUP_NOT_CHILDCARE' },
  });
  expect(
    await bookings.sql('SELECT id FROM booking_handovers WHERE booking_id = ANY($1::uuid[])', [
      [booked.id, pending.id, later.id, other.id],
    ]),
  ).toEqual([]);
});
