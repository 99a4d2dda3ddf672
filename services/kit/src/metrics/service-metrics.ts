import {
  Counter,
  Gauge,
  Histogram,
  Registry,
  type CounterConfiguration,
  type GaugeConfiguration,
  type HistogramConfiguration,
} from 'prom-client';
import { processMetricsRegistry } from './process-metrics';

/** Latency buckets in seconds, from 5 ms to the gateway's default subgraph timeout (10 s). */
export const LATENCY_BUCKETS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type Config<C> = Omit<C, 'registers'>;

/**
 * The Prometheus registry of one application (a service or the gateway): every series carries the label
 * `service`. Its exposition also holds the process's default metrics (event-loop lag, CPU, memory, heap), which are
 * collected once per process into a registry of their own (process-metrics.ts), so an application hooks nothing
 * process-wide and nothing process-wide keeps it reachable once it is closed. The families of the metrics contract
 * are declared where they are measured (http-metrics.ts, graphql-metrics.plugin.ts, ...) through `counter`,
 * `histogram` and `gauge`, which return the family already declared under a name.
 */
export class ServiceMetrics {
  readonly registry = new Registry();
  private readonly processRegistry = processMetricsRegistry();

  constructor(readonly service: string) {
    this.registry.setDefaultLabels({ service });
  }

  counter<L extends string>(config: Config<CounterConfiguration<L>>): Counter<L> {
    return this.existing<Counter<L>>(config.name, Counter) ?? new Counter({ ...config, registers: [this.registry] });
  }

  histogram<L extends string>(config: Config<HistogramConfiguration<L>>): Histogram<L> {
    return (
      this.existing<Histogram<L>>(config.name, Histogram) ?? new Histogram({ ...config, registers: [this.registry] })
    );
  }

  gauge<L extends string>(config: Config<GaugeConfiguration<L>>): Gauge<L> {
    return this.existing<Gauge<L>>(config.name, Gauge) ?? new Gauge({ ...config, registers: [this.registry] });
  }

  /** The exposition of every family, in Prometheus text format. */
  async exposition(): Promise<{ contentType: string; body: string }> {
    const exposed = Registry.merge([this.registry, this.processRegistry]);
    exposed.setDefaultLabels({ service: this.service });
    return { contentType: exposed.contentType, body: await exposed.metrics() };
  }

  private existing<M>(name: string, kind: abstract new (...args: never[]) => unknown): M | undefined {
    if (this.processRegistry.getSingleMetric(name)) throw new Error(`Metric ${name} is a default process metric`);
    const metric = this.registry.getSingleMetric(name);
    if (metric === undefined) return undefined;
    if (!(metric instanceof kind)) throw new Error(`Metric ${name} is already declared as another kind`);
    return metric as M;
  }
}
