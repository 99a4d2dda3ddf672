import { context, SpanStatusCode, trace, type Context, type Span, type SpanOptions } from '@opentelemetry/api';
import { tracingEnabled } from './tracing';

/** The tracer of Village's own spans (the kit's and the gateway's). */
export const villageTracer = trace.getTracer('village');

/** Marks a span failed by `error`. */
export function failSpan(span: Span, error: unknown): void {
  span.recordException(error instanceof Error ? error : String(error));
  span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
}

/**
 * Runs `work` in a new active span `name` (a child of `parent`, by default of the active span), ended when the
 * work settles and marked failed if it throws. When the process does not trace, runs `work` alone.
 */
export async function inSpan<T>(
  name: string,
  options: SpanOptions & { parent?: Context },
  work: (span?: Span) => Promise<T>,
): Promise<T> {
  if (!tracingEnabled()) return work();
  const { parent, ...spanOptions } = options;
  return villageTracer.startActiveSpan(name, spanOptions, parent ?? context.active(), async (span) => {
    try {
      return await work(span);
    } catch (error) {
      failSpan(span, error);
      throw error;
    } finally {
      span.end();
    }
  });
}
