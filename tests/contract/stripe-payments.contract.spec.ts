import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { BookingPayments } from '../../services/bookings/src/payments/booking-payments';
import { PayoutOnboarding } from '../../services/bookings/src/payments/payouts/payout-onboarding';
import { PaymentProvider } from '../../services/bookings/src/payments/providers/payment-provider.port';
import { StripePaymentProvider } from '../../services/bookings/src/payments/providers/stripe-payment.provider';
import { startPayments, type PaymentsTestApp } from '../../services/bookings/test/payments/payments-test-app';

/*
 * The Stripe adapter against stripe-mock (Stripe's stateless mock of its API): STRIPE_API_BASE names it
 * (`infra/stripe-mock/stripe-mock.sh start`, `ready`, then `env` prints it). stripe-mock sends no webhooks, so the
 * webhook events are built here and signed for real with the signing secret. Without STRIPE_API_BASE the suite is
 * skipped, saying so; under CI (CI=true) that is a failure.
 */
const apiBase = (process.env.STRIPE_API_BASE ?? '').trim().replace(/\/+$/, '');
const SECRET_KEY = 'sk_test_123';
const WEBHOOK_SECRET = 'whsec_village_contract_signing_secret';

jest.setTimeout(60_000);

interface SentRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
}

/** Stripe's own Node transport, noting what each request carried (and its form-encoded body, when given a list). */
function recordingHttpClient(sent: SentRequest[], bodies: URLSearchParams[] = []): Stripe.HttpClient {
  const transport = Stripe.createNodeHttpClient();
  const recording: Stripe.HttpClient = Object.create(transport);
  recording.makeRequest = (host, port, path, method, headers, data, protocol, timeout) => {
    const key = Object.entries(headers).find(([name]) => name.toLowerCase() === 'idempotency-key')?.[1];
    sent.push({ method, path, idempotencyKey: key === undefined ? undefined : String(key) });
    bodies.push(new URLSearchParams(typeof data === 'string' ? data : ''));
    return transport.makeRequest(host, port, path, method, headers, data, protocol, timeout);
  };
  return recording;
}

function describeStripeAdapter(): void {
  const sent: SentRequest[] = [];
  const stripe = new StripePaymentProvider({
    secretKey: SECRET_KEY,
    publishableKey: 'pk_test_village_contract',
    apiBase,
    httpClient: recordingHttpClient(sent),
  });

  beforeEach(() => {
    sent.length = 0;
  });

  it('creates a manual-capture PaymentIntent with its idempotency key, then captures it', async () => {
    const authorisation = await stripe.createAuthorisation(4_250, 'GBP', { bookingId: 'b-1' }, 'booking:b-1:open');
    expect(authorisation.providerPaymentId).toMatch(/^pi_/);
    expect(authorisation.clientSecret).toEqual(expect.any(String));

    const captured = await stripe.capture(authorisation.providerPaymentId, 4_250, 'booking:b-1:capture');
    expect(captured).toEqual({ capturedMinor: 4_250 });
    expect(sent).toEqual([
      { method: 'POST', path: '/v1/payment_intents', idempotencyKey: 'booking:b-1:open' },
      {
        method: 'POST',
        path: `/v1/payment_intents/${authorisation.providerPaymentId}/capture`,
        idempotencyKey: 'booking:b-1:capture',
      },
    ]);
  });

  it('cancels an authorisation and refunds part of a payment, each with its idempotency key', async () => {
    const { providerPaymentId } = await stripe.createAuthorisation(9_900, 'GBP', {}, 'booking:b-2:open');
    await stripe.cancel(providerPaymentId, 'booking:b-2:cancel');
    const refund = await stripe.refund(providerPaymentId, 1_000, 'booking:b-2:refund:1');
    expect(refund.refundId).toMatch(/^re_/);
    expect(sent.slice(1)).toEqual([
      { method: 'POST', path: `/v1/payment_intents/${providerPaymentId}/cancel`, idempotencyKey: 'booking:b-2:cancel' },
      { method: 'POST', path: '/v1/refunds', idempotencyKey: 'booking:b-2:refund:1' },
    ]);
  });

  it('creates a destination charge with the commission as the application fee', async () => {
    const authorisation = await stripe.createAuthorisation(10_000, 'GBP', {}, 'booking:b-3:open', {
      destinationAccountId: 'acct_1032D82eZvKYlo2C',
      applicationFeeMinor: 1_300,
    });
    expect(authorisation.providerPaymentId).toMatch(/^pi_/);
  });
}

function describeConnect(): void {
  const sent: SentRequest[] = [];
  const bodies: URLSearchParams[] = [];
  const stripe = new StripePaymentProvider({
    secretKey: SECRET_KEY,
    publishableKey: 'pk_test_village_contract',
    apiBase,
    httpClient: recordingHttpClient(sent, bodies),
  });

  beforeEach(() => {
    sent.length = 0;
    bodies.length = 0;
  });

  it('creates an Express account for a host with its idempotency key, then an onboarding link with its own', async () => {
    const hostId = randomUUID();
    const account = await stripe.createConnectedAccount(
      { id: hostId, email: 'host@example.org' },
      `host:${hostId}:connected-account`,
    );
    expect(account).toEqual({
      accountId: expect.stringMatching(/^acct_/),
      chargesEnabled: expect.any(Boolean),
      payoutsEnabled: expect.any(Boolean),
      detailsSubmitted: expect.any(Boolean),
    });

    const link = await stripe.createOnboardingLink(
      account.accountId,
      {
        refreshUrl: 'https://village.example/my-services?payouts=refresh',
        returnUrl: 'https://village.example/my-services?payouts=return',
      },
      `host:${hostId}:onboarding-link:1`,
    );
    expect(link.url).toEqual(expect.any(String));

    expect(sent).toEqual([
      { method: 'POST', path: '/v1/accounts', idempotencyKey: `host:${hostId}:connected-account` },
      { method: 'POST', path: '/v1/account_links', idempotencyKey: `host:${hostId}:onboarding-link:1` },
    ]);
    expect(Object.fromEntries(bodies[0])).toEqual({
      type: 'express',
      email: 'host@example.org',
      'capabilities[card_payments][requested]': 'true',
      'capabilities[transfers][requested]': 'true',
      'metadata[hostId]': hostId,
    });
    expect(Object.fromEntries(bodies[1])).toEqual({
      account: account.accountId,
      refresh_url: 'https://village.example/my-services?payouts=refresh',
      return_url: 'https://village.example/my-services?payouts=return',
      type: 'account_onboarding',
    });
  });

  it('sends a destination charge with the commission as the application fee, in pence', async () => {
    await stripe.createAuthorisation(10_000, 'GBP', { bookingId: 'b-4' }, 'booking:b-4:open', {
      destinationAccountId: 'acct_1032D82eZvKYlo2C',
      applicationFeeMinor: 1_300,
    });
    expect(Object.fromEntries(bodies[0])).toMatchObject({
      amount: '10000',
      currency: 'gbp',
      capture_method: 'manual',
      application_fee_amount: '1300',
      'transfer_data[destination]': 'acct_1032D82eZvKYlo2C',
    });
  });

  it("retrieves an open payment's client secret for the guest's browser", async () => {
    const { providerPaymentId } = await stripe.createAuthorisation(2_000, 'GBP', {}, 'booking:b-5:open');
    expect(await stripe.clientSecretOf(providerPaymentId)).toEqual(expect.any(String));
    expect(sent[1]).toEqual({
      method: 'GET',
      path: `/v1/payment_intents/${providerPaymentId}`,
      idempotencyKey: undefined,
    });
  });
}

function describeConnectedBookings(): void {
  let app: PaymentsTestApp;

  beforeAll(async () => {
    app = await startPayments({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_village_contract',
      STRIPE_API_BASE: apiBase,
      STRIPE_CONNECT: 'on',
      APP_URL: 'https://village.example',
    });
  });

  afterAll(async () => {
    await app?.close();
  });

  it("charges to the host's onboarded account with the commission as the fee; otherwise to the platform", async () => {
    const provider = app.app.get(PaymentProvider);
    const authorise = jest.spyOn(provider, 'createAuthorisation');
    const payments = app.app.get(BookingPayments);
    const connected = await app.booking({ amountMinor: 10_000 });
    await app.sql(
      `INSERT INTO connected_accounts (host_id, provider_account_id, charges_enabled, payouts_enabled,
         details_submitted, updated_at) VALUES ($1, 'acct_1032D82eZvKYlo2C', true, true, true, now())`,
      [connected.hostId],
    );
    const unconnected = await app.booking({ amountMinor: 10_000 });

    await payments.open(connected);
    await payments.open(unconnected);

    expect(authorise.mock.calls.map((call) => call[4])).toEqual([
      { destinationAccountId: 'acct_1032D82eZvKYlo2C', applicationFeeMinor: 1_300 },
      undefined,
    ]);
  });

  it('gives the guest the client secret and the publishable key while the payment is to be made, the host neither secret', async () => {
    const payments = app.app.get(BookingPayments);
    const booking = await app.booking({ amountMinor: 3_000 });
    await payments.open(booking);

    expect(await payments.forBrowser(booking.id, 'guest')).toEqual({
      provider: 'stripe',
      clientSecret: expect.any(String),
      publishableKey: 'pk_test_village_contract',
    });
    expect(await payments.forBrowser(booking.id, 'host')).toEqual({
      provider: 'stripe',
      clientSecret: null,
      publishableKey: 'pk_test_village_contract',
    });
  });

  it('starts onboarding with an Express account kept for the host and a Stripe link', async () => {
    const onboarding = app.app.get(PayoutOnboarding);
    const host = { id: randomUUID(), email: 'host@example.org' };

    const { url } = await onboarding.start(host);

    expect(url).toEqual(expect.any(String));
    expect(await onboarding.accountOf(host.id)).toMatchObject({ onboardingAvailable: true });
    const rows = await app.sql<{ provider_account_id: string }>(
      'SELECT provider_account_id FROM connected_accounts WHERE host_id = $1',
      [host.id],
    );
    expect(rows).toEqual([{ provider_account_id: expect.stringMatching(/^acct_/) }]);
  });
}

function describeWebhook(): void {
  let app: PaymentsTestApp;
  let payments: BookingPayments;

  beforeAll(async () => {
    app = await startPayments({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_API_BASE: apiBase,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
    payments = app.app.get(BookingPayments);
  });

  afterAll(async () => {
    await app?.close();
  });

  /** A booking whose Stripe payment is open; answers its id and the PaymentIntent's. */
  const openBooking = async (amountMinor = 4_000) => {
    const booking = await app.booking({ amountMinor });
    expect(await payments.open(booking)).toMatchObject({ provider: 'stripe', clientSecret: expect.any(String) });
    const rows = await app.sql<{ provider_payment_id: string }>(
      'SELECT provider_payment_id FROM payments WHERE booking_id = $1',
      [booking.id],
    );
    return { bookingId: booking.id, intentId: rows[0].provider_payment_id };
  };
  const event = (type: string, object: Record<string, unknown>, id = `evt_${randomUUID().replace(/-/g, '')}`) => ({
    id,
    payload: JSON.stringify({
      id,
      object: 'event',
      type,
      api_version: '2025-01-01',
      created: 1_900_000_000,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    }),
  });
  const capturable = (intentId: string) =>
    event('payment_intent.amount_capturable_updated', { id: intentId, object: 'payment_intent' });
  const sign = (payload: string, secret = WEBHOOK_SECRET): string =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret });
  const post = (payload: string, signature: string | null) =>
    app.inject({
      method: 'POST',
      url: '/payments/webhook',
      headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
      payload,
    });
  const paymentOf = async (bookingId: string) =>
    (
      await app.sql<{ status: string; refunded_minor: number }>(
        'SELECT status, refunded_minor::int FROM payments WHERE booking_id = $1',
        [bookingId],
      )
    )[0];

  it('processes a signed event once, however often it is delivered', async () => {
    const { bookingId, intentId } = await openBooking();
    const { id, payload } = capturable(intentId);

    const first = await post(payload, sign(payload));
    const second = await post(payload, sign(payload));

    expect([first.statusCode, first.json()]).toEqual([200, { eventId: id, processed: true }]);
    expect([second.statusCode, second.json()]).toEqual([200, { eventId: id, processed: false }]);
    expect(await paymentOf(bookingId)).toMatchObject({ status: 'authorised' });
    expect(await app.bookingRow(bookingId)).toMatchObject({ payment_status: 'authorised' });
    expect(await app.sql('SELECT event_id, type FROM provider_events WHERE event_id = $1', [id])).toEqual([
      { event_id: id, type: 'payment_intent.amount_capturable_updated' },
    ]);
  });

  it('refuses a wrong, tampered or missing signature with 400 PAYMENT_WEBHOOK_INVALID and records nothing', async () => {
    const { bookingId, intentId } = await openBooking();
    const { id, payload } = capturable(intentId);

    const wrongSecret = await post(payload, sign(payload, 'whsec_someone_else'));
    const tampered = await post(payload.replace('"livemode":false', '"livemode":true'), sign(payload));
    const unsigned = await post(payload, null);

    for (const answer of [wrongSecret, tampered, unsigned]) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'PAYMENT_WEBHOOK_INVALID' });
    }
    expect(await app.sql('SELECT event_id FROM provider_events WHERE event_id = $1', [id])).toEqual([]);
    expect(await paymentOf(bookingId)).toMatchObject({ status: 'requires_payment' });
  });

  it('marks a failed payment failed', async () => {
    const { bookingId, intentId } = await openBooking();
    const { payload } = event('payment_intent.payment_failed', { id: intentId, object: 'payment_intent' });

    expect((await post(payload, sign(payload))).statusCode).toBe(200);

    expect(await paymentOf(bookingId)).toMatchObject({ status: 'failed' });
    expect(await app.bookingRow(bookingId)).toMatchObject({ payment_status: 'failed' });
  });

  it('records only the part of a charge.refunded the ledger has not seen yet, once', async () => {
    const { bookingId, intentId } = await openBooking(4_000);
    const authorised = capturable(intentId);
    await post(authorised.payload, sign(authorised.payload));
    await payments.capture(bookingId);
    await payments.refund(bookingId, 1_000);
    const refunded = event('charge.refunded', {
      id: 'ch_village',
      object: 'charge',
      payment_intent: intentId,
      amount_refunded: 1_500,
    });

    await post(refunded.payload, sign(refunded.payload));
    await post(refunded.payload, sign(refunded.payload));

    expect(await paymentOf(bookingId)).toEqual({ status: 'partially_refunded', refunded_minor: 1_500 });
    const refunds = (await app.ledgerOf(bookingId)).filter(
      (row) => row.account === 'guest_card' && row.kind === 'refund',
    );
    expect(refunds.map((row) => row.amount_minor)).toEqual([1_000, 500]);
    expect(await app.unbalanced()).toEqual({ bookings: [], journals: [] });
  });
}

if (apiBase) {
  describe('Stripe adapter against stripe-mock', describeStripeAdapter);
  describe('Stripe webhook, signed for real', describeWebhook);
  describe('Stripe Connect against stripe-mock', describeConnect);
  describe('Connect through BookingPayments and PayoutOnboarding', describeConnectedBookings);
} else if (process.env.CI === 'true' || process.env.CI === '1') {
  it('runs the Stripe adapter contract', () => {
    throw new Error('STRIPE_API_BASE is not set: CI must run stripe-mock for the Stripe adapter contract');
  });
} else {
  it.skip('Stripe adapter contract: skipped because STRIPE_API_BASE is not set (infra/stripe-mock/stripe-mock.sh start)', () =>
    undefined);
}
