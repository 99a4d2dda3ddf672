import Stripe from 'stripe';
import { days } from '@village/kit';
import { REQUEST, startBookings, type BookingsTestApp, type TestMember } from '../support/bookings-test-app';

const WEBHOOK_SECRET = 'whsec_village_payouts_test';
const APP_URL = 'https://village.example/';

let bookings: BookingsTestApp;

beforeAll(async () => {
  bookings = await startBookings({ STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, APP_URL });
});

afterAll(async () => {
  await bookings?.close();
});

const PAYOUT_ACCOUNT = `{ payoutAccount { status chargesEnabled payoutsEnabled detailsSubmitted onboardingAvailable } }`;
const START = 'mutation { startPayoutOnboarding { url } }';
const BOOKING_PAYMENT = `query Payment($id: ID!) { bookingPayment(bookingId: $id) { provider clientSecret publishableKey } }`;

const accountRows = (hostId: string) =>
  bookings.sql<Record<string, unknown>>(
    `SELECT provider_account_id, charges_enabled, payouts_enabled, details_submitted FROM connected_accounts
     WHERE host_id = $1`,
    [hostId],
  );

const payoutAccountOf = async (host: TestMember) =>
  (await bookings.graph<{ payoutAccount: Record<string, unknown> }>(host, PAYOUT_ACCOUNT)).data?.payoutAccount;

it('has a host with no payout account yet say so, with onboarding available (test provider)', async () => {
  const host = await bookings.member();
  expect(await payoutAccountOf(host)).toEqual({
    status: 'not_started',
    chargesEnabled: false,
    payoutsEnabled: false,
    detailsSubmitted: false,
    onboardingAvailable: true,
  });
});

it("sets up a host's payouts at once with the test provider, back to the app's payouts page, once per host", async () => {
  const host = await bookings.member();

  const first = await bookings.graph<{ startPayoutOnboarding: { url: string } }>(host, START);
  const second = await bookings.graph<{ startPayoutOnboarding: { url: string } }>(host, START);

  expect(first.data?.startPayoutOnboarding.url).toBe('https://village.example/my-services?payouts=return');
  expect(second.data?.startPayoutOnboarding.url).toBe(first.data?.startPayoutOnboarding.url);
  expect(await accountRows(host.id)).toEqual([
    {
      provider_account_id: `test_acct_${host.id}`,
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
    },
  ]);
  expect(await payoutAccountOf(host)).toMatchObject({ status: 'enabled', chargesEnabled: true, payoutsEnabled: true });
});

it('refuses a signed-out caller', async () => {
  const answer = await bookings.graph(null, START);
  expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
});

it("keeps a connected account's state as account.updated says, once per event", async () => {
  const host = await bookings.member();
  await bookings.graph(host, START);
  const accountId = `test_acct_${host.id}`;
  const payload = JSON.stringify({
    id: `evt_account_${host.id.replace(/-/g, '')}`,
    object: 'event',
    type: 'account.updated',
    api_version: '2025-01-01',
    created: 1_900_000_000,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: {
      object: {
        id: accountId,
        object: 'account',
        charges_enabled: true,
        payouts_enabled: false,
        details_submitted: true,
      },
    },
  });
  const post = () =>
    bookings.inject({
      method: 'POST',
      url: '/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
      payload,
    });

  const first = await post();
  expect([first.statusCode, first.json()]).toEqual([200, expect.objectContaining({ processed: true })]);
  expect(await accountRows(host.id)).toEqual([
    { provider_account_id: accountId, charges_enabled: true, payouts_enabled: false, details_submitted: true },
  ]);
  expect(await payoutAccountOf(host)).toMatchObject({ status: 'incomplete' });

  // A replay changes nothing, even after the account moved on.
  await bookings.sql('UPDATE connected_accounts SET payouts_enabled = true WHERE host_id = $1', [host.id]);
  expect((await post()).json()).toMatchObject({ processed: false });
  expect(await payoutAccountOf(host)).toMatchObject({ status: 'enabled' });
});

it("shows a booking's payment to its guest and host only, with no client secret for the test provider", async () => {
  const host = await bookings.member();
  const guest = await bookings.member();
  const stranger = await bookings.member();
  const serviceId = await bookings.offerService({
    hostId: host.id,
    type: 'childcare',
    pricingType: 'fixed_price',
    priceMinor: 4000,
  });
  const bookingDate = new Date(bookings.clock.now().getTime() + days(10)).toISOString().slice(0, 10);
  const request = await bookings.graph<{ requestBooking: { id: string } }>(guest, REQUEST, {
    input: { serviceId, bookingDate },
  });
  const id = request.data?.requestBooking.id;
  expect(id).toEqual(expect.any(String));

  const paymentFor = (who: TestMember) => bookings.graph<{ bookingPayment: unknown }>(who, BOOKING_PAYMENT, { id });
  const expected = { provider: 'test', clientSecret: null, publishableKey: null };
  expect((await paymentFor(guest)).data?.bookingPayment).toEqual(expected);
  expect((await paymentFor(host)).data?.bookingPayment).toEqual(expected);
  const refused = await paymentFor(stranger);
  expect(refused.data).toBeNull();
  expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
});
