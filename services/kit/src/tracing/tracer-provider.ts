import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { Resource } from '@opentelemetry/resources';
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  BasicTracerProvider,
  BatchSpanProcessor,
  ParentBasedSampler,
  TraceIdRatioBasedSampler,
  type Sampler,
} from '@opentelemetry/sdk-trace-base';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import type { TracingConfig } from './tracing.env';

export function samplerOf(config: Pick<TracingConfig, 'sampler' | 'samplerRatio'>): Sampler {
  switch (config.sampler) {
    case 'always_on':
      return new AlwaysOnSampler();
    case 'always_off':
      return new AlwaysOffSampler();
    case 'traceidratio':
      return new TraceIdRatioBasedSampler(config.samplerRatio);
    case 'parentbased_always_on':
      return new ParentBasedSampler({ root: new AlwaysOnSampler() });
    case 'parentbased_always_off':
      return new ParentBasedSampler({ root: new AlwaysOffSampler() });
    case 'parentbased_traceidratio':
      return new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(config.samplerRatio) });
  }
}

/**
 * Registers, for the whole process, a tracer provider exporting spans over OTLP/HTTP to the collector, W3C
 * trace-context propagation and a context manager on AsyncLocalStorage.
 */
export function registerTracerProvider(config: TracingConfig): {
  flush(): Promise<void>;
  shutdown(): Promise<void>;
} {
  const provider = new BasicTracerProvider({
    resource: new Resource({ [ATTR_SERVICE_NAME]: config.serviceName }),
    sampler: samplerOf(config),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: config.tracesUrl }))],
  });
  provider.register({
    contextManager: new AsyncLocalStorageContextManager(),
    propagator: new W3CTraceContextPropagator(),
  });
  return { flush: () => provider.forceFlush(), shutdown: () => provider.shutdown() };
}
