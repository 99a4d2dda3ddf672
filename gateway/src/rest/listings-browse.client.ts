import { notSignedIn } from '../errors/gateway.errors';
import { UpstreamRefusal } from '../errors/upstream-refusal';
import { SubgraphHttpClient, subgraphEndpoint, type SubgraphEndpoint } from '../graph/subgraph-http-client';

/** One page as listings' internal `GET /services` answers it; `services` is kept as the JSON text of the array. */
export interface BrowsePage {
  servicesJson: string;
  nextCursor: string | null;
}

/** The filters and page of a browse, in listings' own names (`first`, `after`). */
export type BrowseParameters = Record<string, string | undefined>;

/**
 * Listings' internal browse route (`GET /services`, beside its /graphql endpoint), called with the member's token
 * over kept-alive connections: the gateway's hot path for browsing, cheaper than a graph operation. Listings' 4xx
 * refusals are relayed as they are; it being down or too slow is a 503, like any subgraph.
 */
export class ListingsBrowseClient {
  private readonly endpoint: SubgraphEndpoint;
  private readonly http: SubgraphHttpClient;

  /** `listingsGraphUrl`: where the gateway sends listings' graph operations (…/graphql). */
  constructor(listingsGraphUrl: string, timeoutMs: number) {
    this.endpoint = subgraphEndpoint(listingsGraphUrl);
    this.http = new SubgraphHttpClient(timeoutMs);
  }

  async browse(parameters: BrowseParameters, accessToken: string, correlationId: string): Promise<BrowsePage> {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(parameters)) if (value !== undefined) query.set(name, value);
    const base = this.endpoint.path.replace(/\/graphql\/?$/, '').replace(/\/$/, '');
    const answer = await this.http.get(this.endpoint, `${base}/services?${query.toString()}`, {
      accept: 'application/json',
      authorization: `Bearer ${accessToken}`,
      'x-correlation-id': correlationId,
    });
    const body = parsed(answer.body);
    if (answer.status === 200 && body && Array.isArray(body.services)) {
      return {
        servicesJson: JSON.stringify(body.services),
        nextCursor: typeof body.nextCursor === 'string' && body.nextCursor !== '' ? body.nextCursor : null,
      };
    }
    if (answer.status === 401) throw notSignedIn();
    if (answer.status >= 400 && answer.status < 500 && body && typeof body.message === 'string') {
      throw new UpstreamRefusal(answer.status, {
        message: body.message,
        ...(typeof body.code === 'string' && { code: body.code }),
        ...(body.fieldErrors && typeof body.fieldErrors === 'object' && { fieldErrors: body.fieldErrors }),
      });
    }
    throw new UpstreamRefusal(answer.status === 503 ? 503 : 502, { message: `listings answered ${answer.status}` });
  }

  close(): void {
    this.http.close();
  }
}

interface ListingsAnswer {
  services?: unknown;
  nextCursor?: unknown;
  message?: unknown;
  code?: unknown;
  fieldErrors?: Record<string, string>;
}

function parsed(text: string): ListingsAnswer | undefined {
  try {
    const value = JSON.parse(text) as ListingsAnswer | null;
    return value && typeof value === 'object' ? value : undefined;
  } catch {
    return undefined;
  }
}
