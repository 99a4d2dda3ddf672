import { createEnvelope, hours, minutes, TestClock } from '@village/kit';
import { create, UserRegisteredEvent, UserRegisteredSchema } from '@village/proto';
import { eventually } from '../../../tests/support/eventually';
import {
  ACCEPT,
  BOOKINGS_TEST_START,
  REQUEST,
  startBookings,
  TODAY,
  type BookingsTestApp,
  type TestMember,
} from './support/bookings-test-app';

const SAFETY = `query Safety($bookingId: ID!) {
  bookingSafety(bookingId: $bookingId) {
    canShare reason
    plan { id status contactName contactEmail meetingNote checkInAt who where when actions { action at } }
  }
}`;
const SHARE = `mutation Share($input: ShareSafetyPlanInput!) {
  shareSafetyPlan(input: $input) { id status checkInAt who where when actions { action } }
}`;
const CHECK_IN = 'mutation CheckIn($id: ID!) { checkInSafetyPlan(id: $id) { id status actions { action } } }';
const CANCEL_PLAN = 'mutation CancelPlan($id: ID!) { cancelSafetyPlan(id: $id) { id status } }';

interface Meeting {
  host: TestMember;
  guest: TestMember;
  hostEmail: string;
  guestEmail: string;
  serviceId: string;
  id: string;
}

let bookings: BookingsTestApp | undefined;

afterEach(async () => {
  await bookings?.close();
  bookings = undefined;
});

/** A confirmed booking for today of a host's service (a playdate in Hackney unless told otherwise). */
const meeting = async (app: BookingsTestApp, type = 'playdate', pair?: Pick<Meeting, 'host' | 'guest'>) => {
  const host = pair?.host ?? (await app.member());
  const guest = pair?.guest ?? (await app.member());
  const hostEmail = await app.knowMember(host, 'Hana');
  const guestEmail = await app.knowMember(guest, 'Gus');
  const serviceId = await app.offerService({
    hostId: host.id,
    type,
    title: 'Park playdate',
    dateTime: new Date('2030-03-01T14:30:00Z'),
  });
  await app.sql(`UPDATE offered_services SET district = 'Hackney' WHERE service_id = $1`, [serviceId]);
  const requested = await app.graph<{ requestBooking: { id: string } }>(guest, REQUEST, {
    input: { serviceId, bookingDate: TODAY },
  });
  if (!requested.data) throw new Error(JSON.stringify(requested.errors));
  const id = requested.data.requestBooking.id;
  const accepted = await app.graph(host, ACCEPT, { id });
  expect(accepted.errors).toBeUndefined();
  return { host, guest, hostEmail, guestEmail, serviceId, id } satisfies Meeting;
};

const share = (app: BookingsTestApp, who: TestMember, input: Record<string, unknown>) =>
  app.graph<{ shareSafetyPlan: { id: string; status: string; who: string; where: string; when: string } }>(who, SHARE, {
    input: { contactName: 'Ruth', contactEmail: 'ruth@example.net', meetingNote: null, checkInAt: null, ...input },
  });

const mailTo = async (app: BookingsTestApp, to: string) => {
  await app.clock.runDue();
  await app.clock.runDue();
  return app.smtp.received.filter((mail) => mail.to.includes(to));
};

it('emails the contact the plan at once, without the other member’s contact details', async () => {
  bookings = await startBookings();
  const { guest, host, hostEmail, id } = await meeting(bookings);
  const registered = createEnvelope(
    UserRegisteredEvent,
    create(UserRegisteredSchema, { userId: host.id, fullName: 'Hana  van Khan', email: hostEmail }),
    { key: host.id },
  );
  await bookings.publish(registered);
  await eventually('the host to be registered', async () =>
    (await bookings!.sql('SELECT 1 FROM member_last_initials WHERE user_id = $1', [host.id])).length ? true : undefined,
  );

  const shared = await share(bookings, guest, {
    bookingId: id,
    meetingNote: 'By the café at the north gate',
    checkInAt: new Date(BOOKINGS_TEST_START.getTime() + hours(8)).toISOString(),
  });
  expect(shared.errors).toBeUndefined();
  expect(shared.data!.shareSafetyPlan).toMatchObject({
    status: 'active',
    who: 'Hana K.',
    where: 'Park playdate, Hackney',
    when: '1 March 2030 at 14:30',
  });

  const [mail] = await mailTo(bookings, 'ruth@example.net');
  expect(mail.subject).toBe('Gus shared their plan for a first meeting with you');
  expect(mail.text).toContain('Hello Ruth,');
  expect(mail.text).toContain('Who: Hana K.');
  expect(mail.text).toContain('Where: Park playdate, Hackney');
  expect(mail.text).toContain('Meeting place: By the café at the north gate');
  expect(mail.text).toContain('When: 1 March 2030 at 14:30');
  expect(mail.text).toContain('Gus will check in by 17:00 on 1 March 2030.');
  expect(mail.text).not.toContain(hostEmail);
  expect(mail.html).not.toContain(hostEmail);
});

it('emails the contact when the check-in time passes without a check-in, once', async () => {
  bookings = await startBookings();
  const { guest, id } = await meeting(bookings);
  const checkInAt = new Date(BOOKINGS_TEST_START.getTime() + hours(3));
  const shared = await share(bookings, guest, { bookingId: id, checkInAt: checkInAt.toISOString() });
  const planId = shared.data!.shareSafetyPlan.id;

  await bookings.clock.advance(hours(3) - minutes(1));
  expect((await mailTo(bookings, 'ruth@example.net')).map((mail) => mail.subject)).toEqual([
    'Gus shared their plan for a first meeting with you',
  ]);

  await bookings.clock.advance(minutes(1));
  const mails = await mailTo(bookings, 'ruth@example.net');
  expect(mails.map((mail) => mail.subject)).toEqual([
    'Gus shared their plan for a first meeting with you',
    'Gus has not checked in',
  ]);
  expect(mails[1].text).toContain(
    'Gus has not checked in after their first meeting. They planned to check in by 12:00 on 1 March 2030.',
  );

  await bookings.clock.advance(hours(1));
  expect(await mailTo(bookings, 'ruth@example.net')).toHaveLength(2);
  const safety = await bookings.graph<{ bookingSafety: { plan: { status: string; actions: unknown[] } } }>(
    guest,
    SAFETY,
    { bookingId: id },
  );
  expect(safety.data!.bookingSafety.plan).toMatchObject({
    status: 'alerted',
    actions: [{ action: 'shared' }, { action: 'alerted', at: checkInAt.toISOString() }],
  });
  expect((await bookings.graph(guest, CHECK_IN, { id: planId })).errors?.[0].message).toBe(
    'The check-in time has passed and your contact was emailed.',
  );
});

it("sends nothing more once the member checks in ('I'm safe'), and records each action", async () => {
  bookings = await startBookings();
  const { guest, id } = await meeting(bookings);
  const shared = await share(bookings, guest, {
    bookingId: id,
    checkInAt: new Date(BOOKINGS_TEST_START.getTime() + hours(2)).toISOString(),
  });
  const planId = shared.data!.shareSafetyPlan.id;
  await bookings.clock.advance(hours(1));
  const checkedIn = await bookings.graph<{ checkInSafetyPlan: unknown }>(guest, CHECK_IN, { id: planId });
  expect(checkedIn.data!.checkInSafetyPlan).toEqual({
    id: planId,
    status: 'checked_in',
    actions: [{ action: 'shared' }, { action: 'checked_in' }],
  });
  await bookings.clock.advance(hours(2));
  expect((await mailTo(bookings, 'ruth@example.net')).map((mail) => mail.subject)).toEqual([
    'Gus shared their plan for a first meeting with you',
  ]);
});

it('loses no check-in across a restart, and a cancelled plan alerts no one', async () => {
  const first = await startBookings();
  const { guest, host, id } = await meeting(first);
  const checkInAt = new Date(BOOKINGS_TEST_START.getTime() + hours(1));
  await share(first, guest, { bookingId: id, checkInAt: checkInAt.toISOString() });
  const hostPlan = await share(first, host, {
    bookingId: id,
    contactName: 'Sam',
    contactEmail: 'sam@example.net',
    checkInAt: checkInAt.toISOString(),
  });
  expect(
    (await first.graph(host, CANCEL_PLAN, { id: hostPlan.data!.shareSafetyPlan.id })).data?.cancelSafetyPlan,
  ).toMatchObject({ status: 'cancelled' });
  await first.clock.runDue();
  await first.clock.runDue();
  const stoppedAt = first.clock.now();
  await first.close();

  bookings = await startBookings({}, new TestClock(stoppedAt));
  await bookings.clock.advance(hours(1));
  const toRuth = await mailTo(bookings, 'ruth@example.net');
  expect(toRuth.map((mail) => mail.subject)).toEqual(['Gus has not checked in']);
  expect(await mailTo(bookings, 'sam@example.net')).toEqual([]);
});

it('only the member who made a plan sees or changes it', async () => {
  bookings = await startBookings();
  const { guest, host, id } = await meeting(bookings);
  const stranger = await bookings.member();
  const planId = (await share(bookings, guest, { bookingId: id })).data!.shareSafetyPlan.id;

  const forHost = await bookings.graph<{ bookingSafety: { canShare: boolean; plan: unknown } }>(host, SAFETY, {
    bookingId: id,
  });
  expect(forHost.data!.bookingSafety).toMatchObject({ canShare: true, plan: null });
  expect((await bookings.graph(host, CHECK_IN, { id: planId })).errors?.[0].message).toBe('Safety plan not found');
  expect((await bookings.graph(host, CANCEL_PLAN, { id: planId })).errors?.[0].message).toBe('Safety plan not found');
  expect((await bookings.graph(stranger, SAFETY, { bookingId: id })).errors?.[0].message).toBe('Safety plan not found');
  expect((await share(bookings, stranger, { bookingId: id })).errors?.[0].message).toBe('Safety plan not found');
  expect((await share(bookings, guest, { bookingId: id })).errors?.[0].message).toBe(
    'You already shared a plan for this booking: cancel it to share a new one.',
  );
  for (const notAnId of ['', 'plan-1']) {
    expect((await bookings.graph(guest, SAFETY, { bookingId: notAnId })).errors?.[0].message).toBe(
      'Safety plan not found',
    );
    expect((await bookings.graph(guest, CHECK_IN, { id: notAnId })).errors?.[0].message).toBe('Safety plan not found');
    expect((await bookings.graph(guest, CANCEL_PLAN, { id: notAnId })).errors?.[0].message).toBe(
      'Safety plan not found',
    );
  }
});

it('refuses a booking that is not a first meeting in person, and checks every field', async () => {
  bookings = await startBookings();
  const first = await meeting(bookings);
  const call = await meeting(bookings, 'video_call');
  expect((await share(bookings, call.guest, { bookingId: call.id })).errors?.[0].message).toBe(
    'A safety plan is for a meeting in person.',
  );

  await bookings.sql(`UPDATE bookings SET status = 'completed' WHERE id = $1`, [first.id]);
  const again = await meeting(bookings, 'playdate', { host: first.guest, guest: first.host });
  expect((await share(bookings, again.guest, { bookingId: again.id })).errors?.[0].message).toBe(
    'A safety plan is for a first meeting with someone new.',
  );

  const fresh = await meeting(bookings);
  const refusal = async (input: Record<string, unknown>) => {
    const answer = await share(bookings!, fresh.guest, {
      bookingId: fresh.id,
      contactEmail: 'rita@example.net',
      ...input,
    });
    return { message: answer.errors?.[0].message, code: answer.errors?.[0].extensions?.code };
  };
  expect(await refusal({ contactEmail: 'not-an-email' })).toMatchObject({ message: 'Enter a valid email address' });
  expect(await refusal({ contactName: ' ' })).toMatchObject({ message: "Enter your contact's name" });
  expect(await refusal({ meetingNote: 'x'.repeat(201) })).toMatchObject({
    message: 'The meeting place note must be 200 characters or less',
  });
  expect(
    await refusal({ checkInAt: new Date(BOOKINGS_TEST_START.getTime() - minutes(1)).toISOString() }),
  ).toMatchObject({ message: 'The check-in time must be in the future' });
  expect(await refusal({ checkInAt: new Date(BOOKINGS_TEST_START.getTime() + hours(30)).toISOString() })).toMatchObject(
    { message: 'The check-in time must be within 24 hours of the booking' },
  );
  // The spec's services share one database: earlier specs' emails to other contacts may go out here too.
  expect(await mailTo(bookings, 'rita@example.net')).toEqual([]);
});
