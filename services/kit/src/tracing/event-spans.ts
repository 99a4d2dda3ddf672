import { propagation, ROOT_CONTEXT, SpanKind, trace, type Span } from '@opentelemetry/api';
import type { EventEnvelope } from '../events/event-envelope';
import { failSpan, inSpan, villageTracer } from './spans';
import { contextFromTraceParent, TRACEPARENT_HEADER } from './trace-context';
import { tracingEnabled } from './tracing';

/** Attribute names of the (still incubating) messaging semantic conventions. */
const MESSAGING_SYSTEM = 'messaging.system';
const MESSAGING_DESTINATION = 'messaging.destination.name';
const MESSAGING_OPERATION = 'messaging.operation.type';
const MESSAGING_MESSAGE_ID = 'messaging.message.id';
const MESSAGING_CONSUMER_GROUP = 'messaging.consumer.group.name';
const EVENT_TYPE = 'village.event.type';
const VILLAGE_EVENTS = 'village.events';

const eventAttributes = (envelope: EventEnvelope) => ({
  [MESSAGING_SYSTEM]: VILLAGE_EVENTS,
  [MESSAGING_DESTINATION]: envelope.topic,
  [MESSAGING_MESSAGE_ID]: envelope.id,
  [EVENT_TYPE]: envelope.type,
});

const traceParentOf = (span: Span): string | undefined => {
  const carrier: Record<string, string> = {};
  propagation.inject(trace.setSpan(ROOT_CONTEXT, span), carrier);
  return carrier[TRACEPARENT_HEADER];
};

export interface PublishSpans {
  /** The envelopes to publish: each traced one carries its publish span's `traceparent` instead of its writer's. */
  readonly envelopes: EventEnvelope[];
  /** Ends the spans, failed by `error` if the publish failed. */
  end(error?: unknown): void;
}

/**
 * A PRODUCER span per traced event the outbox relay ships, a child of the span whose transaction wrote it; the
 * consumers' spans become children of it. Events written without a trace context get none.
 */
export function startPublishSpans(envelopes: readonly EventEnvelope[]): PublishSpans {
  if (!tracingEnabled()) return { envelopes: [...envelopes], end: () => undefined };
  const spans: Span[] = [];
  const published = envelopes.map((envelope) => {
    if (!envelope.traceParent) return envelope;
    const span = villageTracer.startSpan(
      `publish ${envelope.topic}`,
      { kind: SpanKind.PRODUCER, attributes: { ...eventAttributes(envelope), [MESSAGING_OPERATION]: 'send' } },
      contextFromTraceParent(envelope.traceParent),
    );
    spans.push(span);
    const traceParent = traceParentOf(span);
    return traceParent ? { ...envelope, traceParent } : envelope;
  });
  return {
    envelopes: published,
    end: (error?: unknown) => {
      for (const span of spans) {
        if (error !== undefined) failSpan(span, error);
        span.end();
      }
    },
  };
}

/** Runs a consumer group's handling of one event in a CONSUMER span, a child of the span that published it. */
export function consumeInSpan<T>(group: string, envelope: EventEnvelope, work: () => Promise<T>): Promise<T> {
  return inSpan(
    `process ${envelope.type}`,
    {
      kind: SpanKind.CONSUMER,
      parent: contextFromTraceParent(envelope.traceParent),
      attributes: { ...eventAttributes(envelope), [MESSAGING_OPERATION]: 'process', [MESSAGING_CONSUMER_GROUP]: group },
    },
    work,
  );
}
