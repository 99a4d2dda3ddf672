import { Writable } from 'node:stream';
import { createLogger } from '@village/kit';
import { startTracing, type Tracing } from '@village/kit/tracing';
import { validRegistration } from '../../services/identity/test/factories/registration.factory';
import { eventually } from '../../tests/support/eventually';
import { requireTestDatabaseUrl } from '../../tests/support/test-database';
import { OtlpReceiver, SPAN_KIND, type ReceivedSpan } from '../../tests/support/tracing/otlp-receiver';
import { startServiceProcess, type ServiceProcess } from '../../tests/support/tracing/service-process';
import { createGatewayLogger } from '../src/logger';
import {
  Browser,
  registrationMultipart,
  startGatewayWithIdentity,
  type GatewayTestStack,
} from './support/gateway-test-app';

type LogLine = Record<string, unknown>;

/** A pino destination keeping the lines it is given. */
function logCapture(): { lines: LogLine[]; stream: Writable } {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  return { lines, stream };
}

const receiver = new OtlpReceiver();
const gatewayLog = logCapture();
const identityLog = logCapture();
let tracing: Tracing | undefined;
let stack: GatewayTestStack | undefined;
let matching: ServiceProcess | undefined;

beforeAll(async () => {
  await receiver.start();
  // Before the apps: they register their request hooks only when the process traces.
  tracing = await startTracing({
    serviceName: 'gateway-and-identity',
    tracesUrl: `${receiver.url}/v1/traces`,
    sampler: 'parentbased_always_on',
    samplerRatio: 1,
  });
  stack = await startGatewayWithIdentity(
    {},
    createGatewayLogger('info', gatewayLog.stream),
    {},
    { logger: createLogger('identity', 'info', identityLog.stream) },
  );
  // Another service in its own process (two services' GraphQL types cannot share one): it exports its own spans.
  matching = await startServiceProcess('matching', {
    DATABASE_URL: requireTestDatabaseUrl(),
    JWKS_URL: stack.identity.keys.jwksUrl,
    OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
  });
});

afterAll(async () => {
  await matching?.stop();
  await stack?.close();
  await tracing?.shutdown();
  await receiver.stop();
});

const one = (spans: ReceivedSpan[], what: string, test: (span: ReceivedSpan) => boolean): ReceivedSpan => {
  const found = spans.filter(test);
  if (found.length !== 1) {
    const listed = spans.map((span) => `${span.service} ${span.name} ${span.spanId} <- ${span.parentSpanId}`);
    throw new Error(`expected one ${what}, found ${found.length} in:\n${listed.join('\n')}`);
  }
  return found[0];
};

it('follows one registration from the gateway to identity, its outbox, the event log, matching and the email', async () => {
  const browser = new Browser(stack!.gateway);
  await browser.open();
  const form = validRegistration();

  const response = await browser.request('POST', '/api/register', registrationMultipart(form));

  expect(response.statusCode).toBe(201);
  const userId = response.json<{ user: { id: string } }>().user.id;
  await eventually('matching to apply UserRegistered', async () => {
    const rows = await stack!.identity.sql('SELECT user_id FROM matching.members WHERE user_id = $1', [userId]);
    return rows.length === 1 ? rows : undefined;
  });
  // Stopping matching sends the spans it still holds.
  await matching!.stop();
  matching = undefined;
  await eventually(
    "identity's confirmation email",
    async () => (stack!.identity.smtp.received.some((mail) => mail.to.includes(form.email)) ? true : undefined),
    20_000,
  );

  const spans = await eventually('the spans of the registration', async () => {
    await tracing!.flush();
    const gateway = receiver.spans.find((span) => span.name === 'POST /api/register');
    if (!gateway) return undefined;
    const trace = receiver.spans.filter((span) => span.traceId === gateway.traceId);
    const consumed = trace.some((span) => span.kind === SPAN_KIND.consumer);
    const mailed = trace.some((span) => span.name === 'send mail');
    return consumed && mailed ? trace : undefined;
  });

  const gateway = one(spans, 'gateway request span', (span) => span.name === 'POST /api/register');
  expect(gateway).toMatchObject({ kind: SPAN_KIND.server, parentSpanId: undefined, failed: false });
  const identity = one(
    spans,
    'identity request span',
    (span) => span.kind === SPAN_KIND.server && span.name === 'POST /sessions/register',
  );
  expect(identity).toMatchObject({
    parentSpanId: gateway.spanId,
    attributes: expect.objectContaining({ 'http.response.status_code': 201 }),
  });
  // The member the gateway then reads through the graph: @apollo/gateway's fetch span is the subgraph request's parent.
  const graphRequest = one(spans, 'subgraph request span', (span) => span.name === 'POST /graphql');
  expect(spans.find((span) => span.spanId === graphRequest.parentSpanId)?.name).toBe('gateway.fetch');
  expect(one(spans, 'GraphQL operation span', (span) => span.parentSpanId === graphRequest.spanId)).toMatchObject({
    name: expect.stringMatching(/^query CurrentUser/),
    attributes: expect.objectContaining({ 'graphql.operation.type': 'query' }),
  });
  const publish = one(
    spans,
    'publish span of UserRegistered',
    (span) =>
      span.kind === SPAN_KIND.producer &&
      span.attributes['village.event.type'] === 'village.identity.v1.UserRegistered',
  );
  expect(publish.parentSpanId).toBe(identity.spanId);
  const consume = one(
    spans,
    "matching's consumer span",
    (span) => span.kind === SPAN_KIND.consumer && span.attributes['messaging.consumer.group.name'] === 'matching',
  );
  expect(consume).toMatchObject({
    service: 'matching',
    name: 'process village.identity.v1.UserRegistered',
    parentSpanId: publish.spanId,
  });
  expect(gateway.service).toBe('gateway-and-identity');
  const mail = one(spans, 'send mail span', (span) => span.name === 'send mail');
  expect(mail).toMatchObject({ kind: SPAN_KIND.client, parentSpanId: identity.spanId, failed: false });
  expect(receiver.refused).toEqual([]);

  // The log lines of the gateway's and identity's handling carry the trace next to the one correlation id.
  const gatewayLine = gatewayLog.lines.find((line) => line.msg === 'request' && line.url === '/api/register');
  expect(gatewayLine).toMatchObject({ trace_id: gateway.traceId, span_id: gateway.spanId });
  const identityLine = identityLog.lines.find((line) => line.msg === 'request' && line.url === '/sessions/register');
  expect(identityLine).toMatchObject({
    trace_id: gateway.traceId,
    span_id: identity.spanId,
    correlationId: gatewayLine?.correlationId,
  });
  expect(gatewayLine?.correlationId).toEqual(expect.any(String));
});
