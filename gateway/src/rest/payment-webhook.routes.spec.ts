import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { offlineGateway, type OfflineGateway } from '../../test/support/offline-gateway';

const SECRET = 'whsec_gateway_relay_test';

interface Received {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Stands in for bookings: notes what reached it and answers as told. */
function fakeBookings(answer: { status: number; body: unknown }) {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  return { server, received };
}

async function gatewayBefore(server: Server): Promise<OfflineGateway> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return offlineGateway({ SUBGRAPH_BOOKINGS_URL: `http://127.0.0.1:${port}/graphql` });
}

// Spacing, key order and a non-ASCII character that JSON re-serialisation would change.
const payload =
  '{\n  "id": "evt_relay_1",  "object":"event", "type": "account.updated",\n  "note": "caf\u00e9 \\u00e9"\n}';

describe('POST /api/payments/webhook', () => {
  describe('when bookings verifies the event', () => {
    const bookings = fakeBookings({ status: 200, body: { eventId: 'evt_relay_1', processed: true } });
    let gateway: OfflineGateway;
    beforeAll(async () => {
      gateway = await gatewayBefore(bookings.server);
    });
    afterAll(async () => {
      await gateway.app.close();
      bookings.server.close();
    });

    it("relays the body's exact bytes and the signature to bookings' webhook, with no session or CSRF token", async () => {
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
      const response = await gateway.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
        payload: Buffer.from(payload, 'utf8'),
      });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ received: true });
      expect(bookings.received).toHaveLength(1);
      const [relayed] = bookings.received;
      expect(relayed).toMatchObject({ method: 'POST', url: '/payments/webhook' });
      expect(relayed.headers['stripe-signature']).toBe(signature);
      expect(relayed.body.equals(Buffer.from(payload, 'utf8'))).toBe(true);
      expect(() => Stripe.webhooks.constructEvent(relayed.body, signature, SECRET)).not.toThrow();
    });
  });

  describe('when bookings refuses the signature', () => {
    const refusal = { message: 'The webhook signature is not valid.', code: 'PAYMENT_WEBHOOK_INVALID' };
    const bookings = fakeBookings({ status: 400, body: refusal });
    let gateway: OfflineGateway;
    beforeAll(async () => {
      gateway = await gatewayBefore(bookings.server);
    });
    afterAll(async () => {
      await gateway.app.close();
      bookings.server.close();
    });

    it("answers bookings' 400 with its message", async () => {
      const response = await gateway.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=forged' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject(refusal);
      expect(bookings.received[0].headers['stripe-signature']).toBe('t=1,v1=forged');
    });
  });

  it('is answered 503 when bookings cannot be reached, still without asking for a CSRF token', async () => {
    const gateway = await offlineGateway();
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      payload,
    });
    await gateway.app.close();
    expect(response.statusCode).toBe(503);
  });
});
