import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One span as the receiver read it from an OTLP/HTTP JSON export. */
export interface ReceivedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string | undefined;
  name: string;
  /** OTLP's SpanKind number: 1 internal, 2 server, 3 client, 4 producer, 5 consumer. */
  kind: number;
  attributes: Record<string, unknown>;
  failed: boolean;
}

export const SPAN_KIND = { internal: 1, server: 2, client: 3, producer: 4, consumer: 5 } as const;

interface OtlpValue {
  stringValue?: string;
  intValue?: number | string;
  doubleValue?: number;
  boolValue?: boolean;
}
interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: OtlpAttribute[];
  status?: { code?: number };
}
interface OtlpExport {
  resourceSpans?: Array<{
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans?: Array<{ spans?: OtlpSpan[] }>;
  }>;
}

const OTLP_STATUS_ERROR = 2;

const valueOf = (value: OtlpValue): unknown =>
  value.stringValue ?? value.intValue ?? value.doubleValue ?? value.boolValue ?? undefined;

const attributesOf = (attributes: OtlpAttribute[] = []): Record<string, unknown> =>
  Object.fromEntries(attributes.map((attribute) => [attribute.key, valueOf(attribute.value)]));

/**
 * A stand-in OpenTelemetry collector: an HTTP server taking OTLP/HTTP JSON exports on /v1/traces, as
 * @opentelemetry/exporter-trace-otlp-http sends them, and keeping the spans. Anything else is refused
 * (415 for another encoding, 404 for another route), so an exporter sending what a collector would not take fails.
 */
export class OtlpReceiver {
  readonly spans: ReceivedSpan[] = [];
  /** Requests the receiver refused, with why. */
  readonly refused: string[] = [];
  private server?: Server;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        if (request.method !== 'POST' || request.url !== '/v1/traces') {
          this.refused.push(`${request.method} ${request.url}`);
          response.writeHead(404).end();
          return;
        }
        if (!request.headers['content-type']?.startsWith('application/json')) {
          this.refused.push(`content-type ${request.headers['content-type']}`);
          response.writeHead(415).end();
          return;
        }
        this.receive(JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpExport);
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private receive(body: OtlpExport): void {
    for (const resourceSpans of body.resourceSpans ?? []) {
      const serviceName = attributesOf(resourceSpans.resource?.attributes)['service.name'];
      const service = typeof serviceName === 'string' ? serviceName : '';
      for (const scopeSpans of resourceSpans.scopeSpans ?? []) {
        for (const span of scopeSpans.spans ?? []) {
          this.spans.push({
            service,
            traceId: span.traceId,
            spanId: span.spanId,
            parentSpanId: span.parentSpanId || undefined,
            name: span.name,
            kind: span.kind,
            attributes: attributesOf(span.attributes),
            failed: span.status?.code === OTLP_STATUS_ERROR,
          });
        }
      }
    }
  }
}
