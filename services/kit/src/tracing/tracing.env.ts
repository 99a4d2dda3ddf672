import { z } from 'zod';

/** The OpenTelemetry samplers a process may be told to use (OTEL_TRACES_SAMPLER, as the specification names them). */
export const TRACES_SAMPLERS = [
  'always_on',
  'always_off',
  'traceidratio',
  'parentbased_always_on',
  'parentbased_always_off',
  'parentbased_traceidratio',
] as const;
export type TracesSampler = (typeof TRACES_SAMPLERS)[number];

/** An empty variable counts as unset, as OpenTelemetry's own SDKs read them (compose and manifests often set ""). */
const unlessEmpty = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/**
 * The standard OpenTelemetry variables a process honours. Tracing is on when an OTLP endpoint is set:
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT is the full URL of the traces route, OTEL_EXPORTER_OTLP_ENDPOINT the collector's
 * base URL (`/v1/traces` is added).
 */
export const tracingEnvShape = {
  OTEL_EXPORTER_OTLP_ENDPOINT: unlessEmpty(z.url({ protocol: /^https?$/ })),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: unlessEmpty(z.url({ protocol: /^https?$/ })),
  OTEL_SERVICE_NAME: unlessEmpty(z.string().min(1)),
  OTEL_TRACES_SAMPLER: unlessEmpty(z.enum(TRACES_SAMPLERS)),
  /** The ratio of the `traceidratio` samplers, 0 to 1. */
  OTEL_TRACES_SAMPLER_ARG: unlessEmpty(z.coerce.number().min(0).max(1)),
};

export type TracingEnv = z.infer<z.ZodObject<typeof tracingEnvShape>>;

export interface TracingConfig {
  serviceName: string;
  /** Where spans are sent: the collector's OTLP/HTTP traces URL. */
  tracesUrl: string;
  sampler: TracesSampler;
  /** The ratio of the `traceidratio` samplers (1 when not set). */
  samplerRatio: number;
}

function tracesUrlOf(env: Partial<TracingEnv>): string | undefined {
  if (env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT) return undefined;
  return `${env.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, '')}/v1/traces`;
}

/** The tracing of a process from its parsed environment; undefined (tracing off) when no OTLP endpoint is set. */
export function tracingConfigFrom(env: Partial<TracingEnv>, defaultServiceName: string): TracingConfig | undefined {
  const tracesUrl = tracesUrlOf(env);
  if (!tracesUrl) return undefined;
  return {
    serviceName: env.OTEL_SERVICE_NAME ?? defaultServiceName,
    tracesUrl,
    sampler: env.OTEL_TRACES_SAMPLER ?? 'parentbased_always_on',
    samplerRatio: env.OTEL_TRACES_SAMPLER_ARG ?? 1,
  };
}
