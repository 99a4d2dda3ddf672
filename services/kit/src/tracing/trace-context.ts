import { context, propagation, ROOT_CONTEXT, trace, type Context } from '@opentelemetry/api';
import { tracingEnabled } from './tracing';

/** The W3C header (and Kafka header, and envelope field) that carries a span's context to the next process. */
export const TRACEPARENT_HEADER = 'traceparent';

/** The `traceparent` of the active span (for an outbox row, a job, a request to another service); undefined if none. */
export function currentTraceParent(): string | undefined {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier[TRACEPARENT_HEADER];
}

/** The W3C header that carries vendors' trace state beside `traceparent`. */
const TRACESTATE_HEADER = 'tracestate';

/**
 * The headers of a request to another service, carrying the active span's context (`traceparent`, `tracestate`) and
 * no other: trace headers copied from an incoming request are replaced, or dropped when no span is active (tracing
 * off). `headers` is left as it is: a copy is made, unless there is nothing to add or remove (tracing off, no copied
 * trace headers; the gateway's hot path pays nothing then). Every upstream call of the gateway sends its headers
 * through this.
 */
export function withTraceContext<H extends object>(headers: H): H {
  const copied = TRACEPARENT_HEADER in headers || TRACESTATE_HEADER in headers;
  if (!copied && !tracingEnabled()) return headers;
  const outgoing = { ...headers } as Record<string, unknown>;
  delete outgoing[TRACEPARENT_HEADER];
  delete outgoing[TRACESTATE_HEADER];
  propagation.inject(context.active(), outgoing);
  return outgoing as H;
}

/** The context whose remote parent is `traceParent` (a stored or received `traceparent`); the root without one. */
export function contextFromTraceParent(traceParent: string | undefined | null): Context {
  if (!traceParent) return ROOT_CONTEXT;
  return propagation.extract(ROOT_CONTEXT, { [TRACEPARENT_HEADER]: traceParent });
}

/** The ids a log line carries while a recorded span is active. */
export function activeTraceIds(): { trace_id: string; span_id: string } | undefined {
  const span = trace.getActiveSpan();
  if (!span) return undefined;
  const spanContext = span.spanContext();
  if (!trace.isSpanContextValid(spanContext)) return undefined;
  return { trace_id: spanContext.traceId, span_id: spanContext.spanId };
}
