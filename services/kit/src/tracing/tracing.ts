import { context, propagation, trace } from '@opentelemetry/api';
import type { TracingConfig } from './tracing.env';

/** The tracing of a process, started once at its start; `shutdown` sends the spans still buffered. */
export interface Tracing {
  readonly enabled: boolean;
  /** Sends the spans ended so far now, rather than with the next batch. */
  flush(): Promise<void>;
  shutdown(): Promise<void>;
}

const TRACING_OFF: Tracing = { enabled: false, flush: async () => undefined, shutdown: async () => undefined };

let started: Tracing | undefined;

/** Whether this process traces: hooks and spans that would only cost time are skipped when it does not. */
export function tracingEnabled(): boolean {
  return started !== undefined;
}

/**
 * Starts OpenTelemetry for this process, registered globally so `@opentelemetry/api` (the kit's spans, the
 * gateway's, @apollo/gateway's own) reaches it. Without a config (no OTLP endpoint) nothing is registered and the
 * SDK is not even loaded: the API stays a no-op. A second call answers the tracing already started.
 */
export async function startTracing(config: TracingConfig | undefined): Promise<Tracing> {
  if (started) return started;
  if (!config) return TRACING_OFF;
  const { registerTracerProvider } = await import('./tracer-provider');
  const provider = registerTracerProvider(config);
  const tracing: Tracing = {
    enabled: true,
    flush: () => provider.flush(),
    shutdown: async () => {
      if (started !== tracing) return;
      started = undefined;
      await provider.shutdown();
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
  started = tracing;
  return tracing;
}
