import { UpstreamRefusal } from '../errors/upstream-refusal';
import { SubgraphHttpClient, subgraphEndpointBeside, type SubgraphEndpoint } from '../graph/subgraph-http-client';

/** Bookings' webhook route, beside its /graphql endpoint. */
export const BOOKINGS_WEBHOOK_PATH = '/payments/webhook';

/**
 * Relays the card provider's webhook to bookings, which verifies its signature: the body's bytes and the
 * `Stripe-Signature` header go on exactly as they came. Bookings' 4xx refusals are relayed; it being down is a 503
 * (the provider retries).
 */
export class PaymentWebhookClient {
  private readonly endpoint: SubgraphEndpoint;
  private readonly http: SubgraphHttpClient;

  /** `bookingsGraphUrl`: where the gateway sends bookings' graph operations (…/graphql). */
  constructor(bookingsGraphUrl: string, timeoutMs: number) {
    this.endpoint = subgraphEndpointBeside(bookingsGraphUrl, BOOKINGS_WEBHOOK_PATH);
    this.http = new SubgraphHttpClient(timeoutMs);
  }

  async forward(
    body: Buffer,
    headers: { contentType: string | undefined; signature: string | undefined; correlationId: string },
  ): Promise<void> {
    const answer = await this.http.post(
      this.endpoint,
      {
        accept: 'application/json',
        'content-type': headers.contentType ?? 'application/json',
        ...(headers.signature === undefined ? {} : { 'stripe-signature': headers.signature }),
        'x-correlation-id': headers.correlationId,
      },
      body,
    );
    if (answer.status >= 200 && answer.status < 300) return;
    const refusal = parsed(answer.body);
    if (answer.status >= 400 && answer.status < 500 && typeof refusal?.message === 'string') {
      throw new UpstreamRefusal(answer.status, {
        message: refusal.message,
        ...(typeof refusal.code === 'string' && { code: refusal.code }),
      });
    }
    throw new UpstreamRefusal(answer.status === 503 ? 503 : 502, { message: `bookings answered ${answer.status}` });
  }

  close(): void {
    this.http.close();
  }
}

function parsed(text: string): { message?: unknown; code?: unknown } | undefined {
  try {
    const value = JSON.parse(text) as { message?: unknown; code?: unknown } | null;
    return value && typeof value === 'object' ? value : undefined;
  } catch {
    return undefined;
  }
}
