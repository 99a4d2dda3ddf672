import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTracing, type Tracing } from '@village/kit/tracing';
import { validRegistration } from '../../services/identity/test/factories/registration.factory';
import { familyPhotoJpeg } from '../../services/media/test/fixtures/images';
import { eventually } from '../../tests/support/eventually';
import { startTestSmtpServer, type TestSmtpServer } from '../../tests/support/mail/test-smtp-server';
import { requireTestDatabaseUrl } from '../../tests/support/test-database';
import { OtlpReceiver, SPAN_KIND, type ReceivedSpan } from '../../tests/support/tracing/otlp-receiver';
import { freePort, startServiceProcess, type ServiceProcess } from '../../tests/support/tracing/service-process';
import { Browser, startGatewayWithIdentity, type GatewayTestStack } from './support/gateway-test-app';

const receiver = new OtlpReceiver();
let tracing: Tracing | undefined;
let stack: GatewayTestStack | undefined;
let smtp: TestSmtpServer | undefined;
let storageDir: string | undefined;
let bookings: ServiceProcess | undefined;
let media: ServiceProcess | undefined;

beforeAll(async () => {
  await receiver.start();
  smtp = await startTestSmtpServer();
  storageDir = await mkdtemp(join(tmpdir(), 'village-traces-media-'));
  tracing = await startTracing({
    serviceName: 'gateway-and-identity',
    tracesUrl: `${receiver.url}/v1/traces`,
    sampler: 'parentbased_always_on',
    samplerRatio: 1,
  });
  // The gateway names bookings and media by address; they start once identity's keys are known.
  const ports = { bookings: await freePort(), media: await freePort() };
  stack = await startGatewayWithIdentity({
    SUBGRAPH_BOOKINGS_URL: `http://127.0.0.1:${ports.bookings}/graphql`,
    MEDIA_URL: `http://127.0.0.1:${ports.media}`,
  });
  const common = {
    DATABASE_URL: requireTestDatabaseUrl(),
    JWKS_URL: stack.identity.keys.jwksUrl,
    OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
    APP_URL: 'https://village.test',
    SMTP_URL: smtp.url,
  };
  [bookings, media] = await Promise.all([
    startServiceProcess('bookings', { ...common, PORT: String(ports.bookings) }),
    startServiceProcess('media', {
      ...common,
      PORT: String(ports.media),
      MEDIA_STORAGE_DIR: storageDir,
      MEDIA_SIGNING_SECRET: 'traces-integration-signing-secret-0123456789',
    }),
  ]);
});

afterAll(async () => {
  await Promise.all([bookings?.stop(), media?.stop()]);
  await stack?.close();
  await tracing?.shutdown();
  await smtp?.close();
  await receiver.stop();
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
});

const describeSpans = (spans: ReceivedSpan[]): string =>
  spans.map((span) => `${span.service} ${span.name} ${span.spanId} <- ${span.parentSpanId}`).join('\n');

const one = (spans: ReceivedSpan[], what: string, test: (span: ReceivedSpan) => boolean): ReceivedSpan => {
  const found = spans.filter(test);
  if (found.length !== 1) throw new Error(`expected one ${what}, found ${found.length} in:\n${describeSpans(spans)}`);
  return found[0];
};

/** The spans of the trace of a gateway request span named `name`, the first of which `complete` holds. */
const traceOf = (name: string, complete: (spans: ReceivedSpan[]) => boolean): Promise<ReceivedSpan[]> =>
  eventually(`the spans of ${name}`, async () => {
    await tracing!.flush();
    const roots = receiver.spans.filter((span) => span.name === name && span.service === 'gateway-and-identity');
    return roots
      .map((root) => receiver.spans.filter((span) => span.traceId === root.traceId))
      .find((spans) => complete(spans));
  });

/** A registration form as the web app sends it, with a profile photo when one is given. */
function registrationWith(fields: Record<string, unknown>, photo?: Buffer): Parameters<Browser['request']>[2] {
  const boundary = '----village-traces-test';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`),
  );
  if (photo) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="profilePhoto"; filename="me.jpg"\r\n` +
          'Content-Type: image/jpeg\r\n\r\n',
      ),
      photo,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A member registered through the gateway, signed in, whose address bookings holds as confirmed. */
async function registeredMember(photo?: Buffer): Promise<{ browser: Browser; id: string; email: string }> {
  const browser = new Browser(stack!.gateway);
  await browser.open();
  const form = validRegistration();
  const response = await browser.request('POST', '/api/register', registrationWith(form, photo));
  expect(response.statusCode).toBe(201);
  const id = response.json<{ user: { id: string } }>().user.id;
  // Bookings learns the address from identity's MemberContactChanged; confirming it by email is not followed here.
  await eventually('bookings to know the member', async () => {
    const rows = await stack!.identity.sql('SELECT 1 FROM bookings.member_contacts WHERE user_id = $1', [id]);
    return rows.length === 1 ? rows : undefined;
  });
  await stack!.identity.sql('UPDATE bookings.member_contacts SET email_confirmed = true WHERE user_id = $1', [id]);
  return { browser, id, email: form.email };
}

it('follows a profile photo from the registration to media, and a booking from the click to its emails', async () => {
  const host = await registeredMember(await familyPhotoJpeg());
  const guest = await registeredMember();
  const serviceId = randomUUID();
  await stack!.identity.sql(
    `INSERT INTO bookings.offered_services (service_id, host_id, type, title, pricing_type, price_minor, currency,
       max_participants, status, date_time, is_recurring, cancellation_policy, deleted, version_at)
     VALUES ($1, $2, 'education', 'Traced pottery', 'free', NULL, 'GBP', 5, 'active', NULL, false, 'flexible', false,
       now())`,
    [serviceId, host.id],
  );

  const requested = await guest.browser.request('POST', '/api/bookings', {
    payload: { serviceId, bookingDate: '2030-03-11' },
  });
  expect(requested.statusCode).toBe(201);
  const bookingId = requested.json<{ id: string }>().id;
  await eventually('the host to be emailed the request', async () =>
    smtp!.received.some((mail) => mail.to.includes(host.email)) ? true : undefined,
  );
  const accepted = await host.browser.request('POST', `/api/bookings/${bookingId}/accept`);
  expect(accepted.statusCode).toBe(200);
  await eventually('the guest to be emailed the confirmation', async () =>
    smtp!.received.some((mail) => mail.to.includes(guest.email)) ? true : undefined,
  );
  // Stopping them sends the spans they still hold.
  await Promise.all([bookings!.stop(), media!.stop()]);
  bookings = undefined;
  media = undefined;

  // The photo: media's request span is a child of the gateway's registration span.
  const registration = await traceOf('POST /api/register', (spans) =>
    spans.some((span) => span.service === 'media' && span.kind === SPAN_KIND.server),
  );
  const registering = one(registration, "the host's registration span", (span) => span.name === 'POST /api/register');
  expect(registering).toMatchObject({ kind: SPAN_KIND.server, parentSpanId: undefined });
  expect(
    one(registration, "media's request span", (span) => span.service === 'media' && span.kind === SPAN_KIND.server),
  ).toMatchObject({
    name: 'POST /uploads/pending-profile-photos',
    parentSpanId: registering.spanId,
    failed: false,
  });

  // The request: gateway -> @apollo/gateway's fetch -> bookings' request -> its outbox's publish, and its email.
  const request = await traceOf('POST /api/bookings', (spans) =>
    spans.some((span) => span.name === 'send mail' && span.service === 'bookings'),
  );
  const clicked = one(request, 'gateway request span', (span) => span.name === 'POST /api/bookings');
  expect(clicked).toMatchObject({ kind: SPAN_KIND.server, parentSpanId: undefined, failed: false });
  const booking = one(
    request,
    "bookings' request span",
    (span) => span.service === 'bookings' && span.kind === SPAN_KIND.server,
  );
  expect(booking.name).toBe('POST /graphql');
  expect(request.find((span) => span.spanId === booking.parentSpanId)?.name).toBe('gateway.fetch');
  expect(
    one(
      request,
      'GraphQL operation span',
      (span) => span.parentSpanId === booking.spanId && span.kind === SPAN_KIND.internal,
    ),
  ).toMatchObject({
    name: expect.stringMatching(/^mutation RequestBooking/),
  });
  const publishedRequest = one(
    request,
    'publish span of BookingRequested',
    (span) =>
      span.kind === SPAN_KIND.producer &&
      span.attributes['village.event.type'] === 'village.bookings.v1.BookingRequested',
  );
  expect(publishedRequest).toMatchObject({ kind: SPAN_KIND.producer, parentSpanId: booking.spanId });
  expect(one(request, "the host's mail span", (span) => span.name === 'send mail')).toMatchObject({
    service: 'bookings',
    kind: SPAN_KIND.client,
    parentSpanId: booking.spanId,
    failed: false,
  });

  // The acceptance: its BookingConfirmed reaches identity's calendar through the event log; the guest's email.
  const acceptance = await traceOf(
    'POST /api/bookings/:id/accept',
    (spans) =>
      spans.some((span) => span.kind === SPAN_KIND.consumer) && spans.some((span) => span.name === 'send mail'),
  );
  const accepting = one(
    acceptance,
    "bookings' acceptance span",
    (span) => span.service === 'bookings' && span.kind === SPAN_KIND.server,
  );
  const publishedConfirmation = one(
    acceptance,
    'publish span of BookingConfirmed',
    (span) =>
      span.kind === SPAN_KIND.producer &&
      span.attributes['village.event.type'] === 'village.bookings.v1.BookingConfirmed',
  );
  expect(publishedConfirmation).toMatchObject({ kind: SPAN_KIND.producer, parentSpanId: accepting.spanId });
  expect(one(acceptance, "identity's consumer span", (span) => span.kind === SPAN_KIND.consumer)).toMatchObject({
    service: 'gateway-and-identity',
    name: 'process village.bookings.v1.BookingConfirmed',
    parentSpanId: publishedConfirmation.spanId,
    failed: false,
  });
  expect(one(acceptance, "the guest's mail span", (span) => span.name === 'send mail')).toMatchObject({
    service: 'bookings',
    parentSpanId: accepting.spanId,
    failed: false,
  });
  expect(receiver.refused).toEqual([]);
});
