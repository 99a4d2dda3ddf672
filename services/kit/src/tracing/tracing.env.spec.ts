import { z } from 'zod';
import { baseServiceEnvSchema } from '../config/env';
import { tracingConfigFrom, tracingEnvShape } from './tracing.env';

const tracingEnv = z.object(tracingEnvShape);

describe('tracing configuration', () => {
  it('is off when no OTLP endpoint is set, or an empty one', () => {
    expect(tracingConfigFrom(tracingEnv.parse({}), 'bookings')).toBeUndefined();
    const blank = { OTEL_EXPORTER_OTLP_ENDPOINT: '', OTEL_TRACES_SAMPLER: '', OTEL_TRACES_SAMPLER_ARG: '' };
    expect(tracingConfigFrom(tracingEnv.parse(blank), 'bookings')).toBeUndefined();
  });

  it('sends to /v1/traces under the collector base URL, named after the service, keeping every trace', () => {
    const env = tracingEnv.parse({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector.observability:4318/' });
    expect(tracingConfigFrom(env, 'bookings')).toEqual({
      serviceName: 'bookings',
      tracesUrl: 'http://collector.observability:4318/v1/traces',
      sampler: 'parentbased_always_on',
      samplerRatio: 1,
    });
  });

  it('takes the traces endpoint as it is, the name and the sampler the environment gives', () => {
    const env = tracingEnv.parse({
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://ignored:4318',
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://collector.example/otlp/traces',
      OTEL_SERVICE_NAME: 'bookings-canary',
      OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
      OTEL_TRACES_SAMPLER_ARG: '0.25',
    });
    expect(tracingConfigFrom(env, 'bookings')).toEqual({
      serviceName: 'bookings-canary',
      tracesUrl: 'https://collector.example/otlp/traces',
      sampler: 'parentbased_traceidratio',
      samplerRatio: 0.25,
    });
  });

  it.each([
    ['OTEL_EXPORTER_OTLP_ENDPOINT', 'collector:4318'],
    ['OTEL_EXPORTER_OTLP_ENDPOINT', 'grpc://collector:4317'],
    ['OTEL_TRACES_SAMPLER', 'sometimes'],
    ['OTEL_TRACES_SAMPLER_ARG', '1.5'],
    ['OTEL_TRACES_SAMPLER_ARG', 'half'],
  ])('refuses %s=%s', (name, value) => {
    expect(tracingEnv.safeParse({ [name]: value }).success).toBe(false);
  });

  it('is part of every service environment', () => {
    const env = baseServiceEnvSchema.parse({
      PORT: '4103',
      DATABASE_URL: 'postgres://village@localhost/village',
      JWKS_URL: 'http://localhost:4101/.well-known/jwks.json',
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
    });
    expect(tracingConfigFrom(env, 'bookings')?.tracesUrl).toBe('http://collector:4318/v1/traces');
  });
});
