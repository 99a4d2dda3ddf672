import { randomUUID } from 'node:crypto';
import { createEnvelope } from '@village/kit';
import {
  BookingCancelledEvent,
  create,
  ServiceListedEvent,
  ServiceListedSchema,
  ServiceSnapshotSchema,
  timestampFromDate,
} from '@village/proto';
import { eventually } from '../../../tests/support/eventually';
import { REQUEST, startBookings, type BookingsTestApp, type TestMember } from './support/bookings-test-app';

let bookings: BookingsTestApp;

beforeAll(async () => {
  bookings = await startBookings();
});

afterAll(async () => {
  await bookings?.close();
});

const OCCURRENCES = `query Occurrences($serviceId: ID!) {
  serviceOccurrences(serviceId: $serviceId) { date startsAt endsAt capacity placesLeft state }
}`;
const SET_OCCURRENCE = `mutation SetOccurrence($serviceId: ID!, $date: String!, $state: String!) {
  setServiceOccurrenceState(serviceId: $serviceId, date: $date, state: $state) { date placesLeft state }
}`;
const SET_SERIES = `mutation SetSeries($serviceId: ID!, $state: String!) {
  setServiceSeriesState(serviceId: $serviceId, state: $state) { date state }
}`;

type Occurrence = {
  date: string;
  startsAt: string;
  endsAt: string;
  capacity: number;
  placesLeft: number;
  state: string;
};

/** A fortnightly service on Mondays at 10:00 in London from 4 March 2030 (the clock reads 1 March). */
async function fortnightly(host: TestMember, maxParticipants = 1): Promise<string> {
  const serviceId = await bookings.offerService({
    hostId: host.id,
    dateTime: new Date('2030-03-04T10:00:00Z'),
    isRecurring: true,
    maxParticipants,
  });
  await bookings.sql(
    `UPDATE offered_services SET recurrence_rule = 'FREQ=WEEKLY;INTERVAL=2', duration_minutes = 90
      WHERE service_id = $1`,
    [serviceId],
  );
  return serviceId;
}

const occurrences = async (who: TestMember, serviceId: string): Promise<Occurrence[]> => {
  const answer = await bookings.graph<{ serviceOccurrences: Occurrence[] }>(who, OCCURRENCES, { serviceId });
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data.serviceOccurrences;
};

const book = (who: TestMember, serviceId: string, bookingDate: string) =>
  bookings.graph<{ requestBooking: { id: string; bookingDate: string; status: string } }>(who, REQUEST, {
    input: { serviceId, bookingDate },
  });

const statusOf = async (bookingId: string) =>
  (
    await bookings.sql<{ status: string; cancelled_by: string | null }>(
      'SELECT status, cancelled_by FROM bookings WHERE id = $1',
      [bookingId],
    )
  )[0];

it('projects the rule and the duration listings publishes', async () => {
  const serviceId = randomUUID();
  const listed = createEnvelope(
    ServiceListedEvent,
    create(ServiceListedSchema, {
      service: create(ServiceSnapshotSchema, {
        serviceId,
        hostId: randomUUID(),
        type: 'playdate',
        title: 'Park playdate',
        pricingType: 'free',
        currency: 'GBP',
        maxParticipants: 3,
        status: 'active',
        isRecurring: true,
        dateTime: timestampFromDate(new Date('2030-03-04T10:00:00Z')),
        recurrenceRule: 'FREQ=MONTHLY;BYDAY=1MO',
        durationMinutes: 120,
      }),
      listedAt: timestampFromDate(new Date('2030-02-01T10:00:00Z')),
    }),
    { key: serviceId },
  );
  await bookings.publish(listed);
  const [row] = await eventually('the service to be projected', async () => {
    const rows = await bookings.sql<{ recurrence_rule: string; duration_minutes: number }>(
      'SELECT recurrence_rule, duration_minutes FROM offered_services WHERE service_id = $1',
      [serviceId],
    );
    return rows.length ? rows : undefined;
  });
  expect(row).toEqual({ recurrence_rule: 'FREQ=MONTHLY;BYDAY=1MO', duration_minutes: 120 });
});

it('lists the occurrences 14 days apart at 10:00 London time, each with its own places', async () => {
  const host = await bookings.member();
  const guest = await bookings.member();
  const serviceId = await fortnightly(host, 2);

  const listed = await occurrences(guest, serviceId);

  expect(listed).toHaveLength(13);
  expect(listed.slice(0, 3)).toEqual([
    {
      date: '2030-03-04',
      startsAt: '2030-03-04T10:00:00.000Z',
      endsAt: '2030-03-04T11:30:00.000Z',
      capacity: 2,
      placesLeft: 2,
      state: 'scheduled',
    },
    {
      date: '2030-03-18',
      startsAt: '2030-03-18T10:00:00.000Z',
      endsAt: '2030-03-18T11:30:00.000Z',
      capacity: 2,
      placesLeft: 2,
      state: 'scheduled',
    },
    // British Summer Time from 31 March: still 10:00 on the wall.
    {
      date: '2030-04-01',
      startsAt: '2030-04-01T09:00:00.000Z',
      endsAt: '2030-04-01T10:30:00.000Z',
      capacity: 2,
      placesLeft: 2,
      state: 'scheduled',
    },
  ]);
});

it('refuses a full occurrence while the next one is still bookable, and a day that is not an occurrence', async () => {
  const host = await bookings.member();
  const [first, second] = [await bookings.member(), await bookings.member()];
  const serviceId = await fortnightly(host);

  expect((await book(first, serviceId, '2030-03-18')).data?.requestBooking).toMatchObject({
    bookingDate: '2030-03-18',
    status: 'pending',
  });
  const full = await book(second, serviceId, '2030-03-18');
  expect(full.errors?.[0]).toMatchObject({
    message: 'This service is fully booked on that day.',
    extensions: { errorCode: 'BOOKING_FULL' },
  });
  expect((await book(second, serviceId, '2030-04-01')).data?.requestBooking).toMatchObject({
    bookingDate: '2030-04-01',
  });
  const between = await book(second, serviceId, '2030-03-11');
  expect(between.errors?.[0]).toMatchObject({
    message: 'This service does not take place on that day',
    extensions: { fieldErrors: { bookingDate: 'This service does not take place on that day' } },
  });
  expect((await occurrences(second, serviceId)).slice(1, 3).map(({ date, placesLeft }) => [date, placesLeft])).toEqual([
    ['2030-03-18', 0],
    ['2030-04-01', 0],
  ]);
});

it('pauses one occurrence (not bookable, bookings kept) and cancels another (its bookings cancelled, gone for guests)', async () => {
  const host = await bookings.member();
  const [first, second] = [await bookings.member(), await bookings.member()];
  const serviceId = await fortnightly(host, 3);
  const kept = (await book(first, serviceId, '2030-03-18')).data!.requestBooking.id;
  const doomed = (await book(second, serviceId, '2030-04-01')).data!.requestBooking.id;

  const paused = await bookings.graph(host, SET_OCCURRENCE, { serviceId, date: '2030-03-18', state: 'paused' });
  expect(paused.data).toEqual({ setServiceOccurrenceState: { date: '2030-03-18', placesLeft: 2, state: 'paused' } });
  expect((await book(second, serviceId, '2030-03-18')).errors?.[0]).toMatchObject({
    message: 'This date is paused and cannot be booked for now',
    extensions: { errorCode: 'OCCURRENCE_UNAVAILABLE' },
  });
  expect(await statusOf(kept)).toEqual({ status: 'pending', cancelled_by: null });

  const cancelled = await bookings.graph(host, SET_OCCURRENCE, { serviceId, date: '2030-04-01', state: 'cancelled' });
  expect(cancelled.data).toEqual({
    setServiceOccurrenceState: { date: '2030-04-01', placesLeft: 3, state: 'cancelled' },
  });
  expect(await statusOf(doomed)).toEqual({ status: 'cancelled', cancelled_by: 'host' });
  const published = (await bookings.eventsOf(BookingCancelledEvent)).filter(
    (event) => event.message.booking?.bookingId === doomed,
  );
  expect(published.map((event) => event.message.cancelledBy)).toEqual(['host']);

  const guestDays = (await occurrences(first, serviceId)).map((occurrence) => occurrence.date);
  expect(guestDays.slice(0, 3)).toEqual(['2030-03-04', '2030-03-18', '2030-04-15']);
  const hostView = (await occurrences(host, serviceId)).slice(0, 3).map(({ date, state }) => [date, state]);
  expect(hostView).toEqual([
    ['2030-03-04', 'scheduled'],
    ['2030-03-18', 'paused'],
    ['2030-04-01', 'cancelled'],
  ]);
  expect((await book(first, serviceId, '2030-04-01')).errors?.[0]?.message).toBe('This date has been cancelled');
  const undo = await bookings.graph(host, SET_OCCURRENCE, { serviceId, date: '2030-04-01', state: 'scheduled' });
  expect(undo.errors?.[0]?.message).toBe('This date has been cancelled');

  const resumed = await bookings.graph(host, SET_OCCURRENCE, { serviceId, date: '2030-03-18', state: 'scheduled' });
  expect(resumed.data).toEqual({
    setServiceOccurrenceState: { date: '2030-03-18', placesLeft: 2, state: 'scheduled' },
  });
});

it('lets only the host change an occurrence, of a day the series has, to a known state', async () => {
  const host = await bookings.member();
  const stranger = await bookings.member();
  const serviceId = await fortnightly(host);

  const notTheirs = await bookings.graph(stranger, SET_OCCURRENCE, { serviceId, date: '2030-03-18', state: 'paused' });
  expect(notTheirs.errors?.[0]?.message).toBe('Service not found');
  const wrongDay = await bookings.graph(host, SET_OCCURRENCE, { serviceId, date: '2030-03-11', state: 'paused' });
  expect(wrongDay.errors?.[0]).toMatchObject({
    message: 'Please choose one of the dates',
    extensions: { fieldErrors: { date: 'Please choose one of the dates' } },
  });
  const wrongState = await bookings.graph(host, SET_OCCURRENCE, { serviceId, date: '2030-03-18', state: 'gone' });
  expect(wrongState.errors?.[0]?.message).toBe('Please choose scheduled, paused or cancelled');
  const oneOff = await bookings.offerService({ hostId: host.id, dateTime: new Date('2030-03-04T10:00:00Z') });
  expect((await bookings.graph(host, OCCURRENCES, { serviceId: oneOff })).errors?.[0]?.message).toBe(
    'Service not found',
  );
});

it('pauses the whole series, resumes it, then cancels it with every booking from today on', async () => {
  const host = await bookings.member();
  const guest = await bookings.member();
  const serviceId = await fortnightly(host, 2);
  const booking = (await book(guest, serviceId, '2030-04-15')).data!.requestBooking.id;

  const paused = await bookings.graph<{ setServiceSeriesState: Array<{ state: string }> }>(host, SET_SERIES, {
    serviceId,
    state: 'paused',
  });
  expect(new Set(paused.data?.setServiceSeriesState.map((occurrence) => occurrence.state))).toEqual(
    new Set(['paused']),
  );
  expect((await book(guest, serviceId, '2030-03-18')).errors?.[0]?.message).toBe(
    'This date is paused and cannot be booked for now',
  );
  expect(await statusOf(booking)).toEqual({ status: 'pending', cancelled_by: null });

  await bookings.graph(host, SET_SERIES, { serviceId, state: 'scheduled' });
  expect((await occurrences(guest, serviceId))[0]?.state).toBe('scheduled');

  await bookings.graph(host, SET_SERIES, { serviceId, state: 'cancelled' });
  expect(await statusOf(booking)).toEqual({ status: 'cancelled', cancelled_by: 'host' });
  expect(await occurrences(guest, serviceId)).toEqual([]);
  expect((await bookings.graph(host, SET_SERIES, { serviceId, state: 'scheduled' })).errors?.[0]?.message).toBe(
    'This series has been cancelled',
  );
});
