export { graphqlTracingPlugin } from './graphql-tracing.plugin';
export { httpTracingHooks, type HttpTracingHooks, type HttpTracingOptions } from './http-tracing';
export { consumeInSpan, startPublishSpans, type PublishSpans } from './event-spans';
export { failSpan, inSpan, villageTracer } from './spans';
export {
  activeTraceIds,
  contextFromTraceParent,
  currentTraceParent,
  TRACEPARENT_HEADER,
  withTraceContext,
} from './trace-context';
export { startTracing, tracingEnabled, type Tracing } from './tracing';
export {
  tracingConfigFrom,
  tracingEnvShape,
  TRACES_SAMPLERS,
  type TracesSampler,
  type TracingConfig,
} from './tracing.env';
