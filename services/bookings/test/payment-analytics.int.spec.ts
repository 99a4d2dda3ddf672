import { randomUUID } from 'node:crypto';
import { days, minutes } from '@village/kit';
import {
  ACCEPT,
  CANCEL,
  REQUEST,
  startBookings,
  type BookingsTestApp,
  type TestMember,
} from './support/bookings-test-app';

let bookings: BookingsTestApp;
let admin: TestMember;
let host: TestMember;
let firstGuest: TestMember;
let secondGuest: TestMember;
let stranger: TestMember;
let childcare: string;
let playdate: string;

const PAY = `mutation Pay($id: ID!, $card: TestCardInput!) { payBookingWithTestCard(id: $id, card: $card) { id } }`;
const WORKING_CARD = { cardNumber: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };

const SERVICE = 'serviceId title type amountMinor earnedMinor commissionMinor paidBookings';
const TRANSACTION = 'serviceTitle serviceType amountMinor commissionMinor date status role';
const MINE = `{ myPaymentAnalytics {
  earnedMinor spentMinor commissionPaidMinor paidBookings months { month earnedMinor spentMinor }
  topServices { ${SERVICE} } recentTransactions { id ${TRANSACTION} }
} }`;
const PLATFORM = `{ paymentAnalytics {
  volumeMinor commissionMinor hostEarningsMinor paidOutMinor paidBookings months { month volumeMinor commissionMinor }
  topServices { ${SERVICE} } recentTransactions { ${TRANSACTION} }
} }`;
const BY_TYPE = '{ commissionAnalytics { serviceType volumeMinor commissionMinor effectiveRate paidBookings } }';

interface Month {
  month: string;
  [figure: string]: string | number;
}
interface Analytics {
  months: Month[];
  topServices: Array<Record<string, unknown>>;
  recentTransactions: Array<Record<string, unknown>>;
  [figure: string]: unknown;
}

const dayAhead = (n: number) => new Date(bookings.clock.now().getTime() + days(n)).toISOString().slice(0, 10);

/** The guest books the service ten days ahead and pays; the host accepts when asked. A minute passes after. */
const book = async (guest: TestMember, serviceId: string, accept: boolean): Promise<string> => {
  const request = await bookings.graph<{ requestBooking: { id: string } }>(guest, REQUEST, {
    input: { serviceId, bookingDate: dayAhead(10) },
  });
  if (!request.data) throw new Error(JSON.stringify(request.errors));
  const id = request.data.requestBooking.id;
  expect((await bookings.graph(guest, PAY, { id, card: WORKING_CARD })).errors).toBeUndefined();
  if (accept) expect((await bookings.graph(host, ACCEPT, { id })).errors).toBeUndefined();
  await bookings.clock.advance(minutes(1));
  return id;
};

const mine = async (who: TestMember): Promise<Analytics> => {
  const answer = await bookings.graph<{ myPaymentAnalytics: Analytics }>(who, MINE);
  expect(answer.errors).toBeUndefined();
  return answer.data!.myPaymentAnalytics;
};

const lastMonth = (analytics: Analytics): Month => analytics.months[analytics.months.length - 1];

beforeAll(async () => {
  bookings = await startBookings();
  const adminId = randomUUID();
  admin = {
    id: adminId,
    token: await bookings.keys.signAccessToken({ id: adminId, email: `${adminId}@example.org`, isAdmin: true }),
  };
  [host, firstGuest, secondGuest, stranger] = await Promise.all([1, 2, 3, 4].map(() => bookings.member()));
  childcare = await bookings.offerService({
    hostId: host.id,
    type: 'childcare',
    title: 'Saturday childcare',
    pricingType: 'fixed_price',
    priceMinor: 4000,
    cancellationPolicy: 'strict',
  });
  playdate = await bookings.offerService({
    hostId: host.id,
    type: 'playdate',
    title: 'Park playdate',
    pricingType: 'fixed_price',
    priceMinor: 2500,
  });
  // £40 captured (13%: £5.20); £40 captured then half refunded under the strict policy; £25 captured; and one
  // request paid but never accepted (authorised only: nothing in the ledger).
  await book(firstGuest, childcare, true);
  const refunded = await book(secondGuest, childcare, true);
  expect((await bookings.graph(secondGuest, CANCEL, { id: refunded })).errors).toBeUndefined();
  await book(firstGuest, playdate, true);
  await book(secondGuest, playdate, false);
});

afterAll(async () => {
  await bookings?.close();
});

it('shows the host what they earned after commission, net of the partial refund', async () => {
  const analytics = await mine(host);
  // Earned: 3480 + (3480 − (2000 − 260)) + 2175; commission: 520 + 260 + 325.
  expect(analytics).toMatchObject({ earnedMinor: 7395, spentMinor: 0, commissionPaidMinor: 1105, paidBookings: 3 });
  expect(analytics.months).toHaveLength(12);
  expect(analytics.months[0].month).toBe('2029-04');
  expect(lastMonth(analytics)).toEqual({ month: '2030-03', earnedMinor: 7395, spentMinor: 0 });
  expect(analytics.months.slice(0, 11).every((month) => month.earnedMinor === 0 && month.spentMinor === 0)).toBe(true);
  expect(analytics.topServices).toEqual([
    {
      serviceId: childcare,
      title: 'Saturday childcare',
      type: 'childcare',
      amountMinor: 6000,
      earnedMinor: 5220,
      commissionMinor: 780,
      paidBookings: 2,
    },
    {
      serviceId: playdate,
      title: 'Park playdate',
      type: 'playdate',
      amountMinor: 2500,
      earnedMinor: 2175,
      commissionMinor: 325,
      paidBookings: 1,
    },
  ]);
  expect(analytics.recentTransactions.map(({ id: _id, date: _date, ...rest }) => rest)).toEqual([
    {
      serviceTitle: 'Park playdate',
      serviceType: 'playdate',
      amountMinor: 2500,
      commissionMinor: 325,
      status: 'captured',
      role: 'earning',
    },
    {
      serviceTitle: 'Saturday childcare',
      serviceType: 'childcare',
      amountMinor: 2000,
      commissionMinor: 260,
      status: 'partially_refunded',
      role: 'earning',
    },
    {
      serviceTitle: 'Saturday childcare',
      serviceType: 'childcare',
      amountMinor: 4000,
      commissionMinor: 520,
      status: 'captured',
      role: 'earning',
    },
  ]);
});

it('shows each guest what they spent, net of refunds, and nothing earned', async () => {
  const first = await mine(firstGuest);
  expect(first).toMatchObject({ earnedMinor: 0, spentMinor: 6500, commissionPaidMinor: 0, paidBookings: 2 });
  expect(lastMonth(first)).toEqual({ month: '2030-03', earnedMinor: 0, spentMinor: 6500 });
  expect(first.topServices).toEqual([]);
  expect(first.recentTransactions.map((row) => [row.serviceTitle, row.amountMinor, row.role])).toEqual([
    ['Park playdate', 2500, 'spending'],
    ['Saturday childcare', 4000, 'spending'],
  ]);

  const second = await mine(secondGuest);
  expect(second).toMatchObject({ earnedMinor: 0, spentMinor: 2000, commissionPaidMinor: 0, paidBookings: 1 });
  expect(second.recentTransactions.map((row) => [row.amountMinor, row.status])).toEqual([[2000, 'partially_refunded']]);
});

it('shows another member none of it', async () => {
  const analytics = await mine(stranger);
  expect(analytics).toMatchObject({
    earnedMinor: 0,
    spentMinor: 0,
    commissionPaidMinor: 0,
    paidBookings: 0,
    topServices: [],
    recentTransactions: [],
  });
  expect(analytics.months.every((month) => month.earnedMinor === 0 && month.spentMinor === 0)).toBe(true);
});

it('shows an admin the platform’s volume, commission and host earnings', async () => {
  const answer = await bookings.graph<{ paymentAnalytics: Analytics }>(admin, PLATFORM);
  expect(answer.errors).toBeUndefined();
  const platform = answer.data!.paymentAnalytics;
  expect(platform).toMatchObject({
    volumeMinor: 8500,
    commissionMinor: 1105,
    hostEarningsMinor: 7395,
    paidOutMinor: 0,
    paidBookings: 3,
  });
  expect(lastMonth(platform)).toEqual({ month: '2030-03', volumeMinor: 8500, commissionMinor: 1105 });
  expect(platform.topServices.map((service) => [service.title, service.amountMinor])).toEqual([
    ['Saturday childcare', 6000],
    ['Park playdate', 2500],
  ]);
  expect(platform.recentTransactions.map((row) => [row.amountMinor, row.status, row.role])).toEqual([
    [2500, 'captured', null],
    [2000, 'partially_refunded', null],
    [4000, 'captured', null],
  ]);
});

it('shows an admin the commission of each service type, with its effective rate', async () => {
  const answer = await bookings.graph<{ commissionAnalytics: Array<Record<string, unknown>> }>(admin, BY_TYPE);
  expect(answer.errors).toBeUndefined();
  const byType = answer.data!.commissionAnalytics;
  expect(byType.slice(0, 2)).toEqual([
    { serviceType: 'childcare', volumeMinor: 6000, commissionMinor: 780, effectiveRate: '0.1300', paidBookings: 2 },
    { serviceType: 'playdate', volumeMinor: 2500, commissionMinor: 325, effectiveRate: '0.1300', paidBookings: 1 },
  ]);
  expect(byType).toHaveLength(7);
  expect(byType.slice(2).every((row) => row.volumeMinor === 0 && row.effectiveRate === null)).toBe(true);
});

it('refuses the platform’s figures to members and to the signed out', async () => {
  for (const query of [PLATFORM, BY_TYPE]) {
    expect((await bookings.graph(host, query)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await bookings.graph(null, query)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  }
  expect((await bookings.graph(null, MINE)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
});
