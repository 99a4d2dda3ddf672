import { context, propagation, ROOT_CONTEXT, trace, type Context } from '@opentelemetry/api';

/** The W3C header (and Kafka header, and envelope field) that carries a span's context to the next process. */
export const TRACEPARENT_HEADER = 'traceparent';

/** The `traceparent` of the active span (for an outbox row, a job, a request to another service); undefined if none. */
export function currentTraceParent(): string | undefined {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier[TRACEPARENT_HEADER];
}

/** Adds the active span's `traceparent` (and `tracestate`) to outgoing request headers. */
export function injectTraceContext(headers: Record<string, string>): void {
  propagation.inject(context.active(), headers);
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
