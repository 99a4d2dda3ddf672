import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type CounterConfiguration,
  type GaugeConfiguration,
  type HistogramConfiguration,
} from 'prom-client';

/** Latency buckets in seconds, from 5 ms to the gateway's default subgraph timeout (10 s). */
export const LATENCY_BUCKETS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type Config<C> = Omit<C, 'registers'>;

/**
 * The Prometheus registry of one process (a service or the gateway): every series carries the label
 * `service`, and the process's default metrics (event-loop lag, CPU, memory, heap) are in it. The families of
 * the metrics contract are declared where they are measured (http-metrics.ts, graphql-metrics.plugin.ts, ...)
 * through `counter`, `histogram` and `gauge`, which return the family already declared under a name.
 */
export class ServiceMetrics {
  readonly registry = new Registry();

  constructor(readonly service: string) {
    this.registry.setDefaultLabels({ service });
    collectDefaultMetrics({ register: this.registry });
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
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }

  private existing<M>(name: string, kind: abstract new (...args: never[]) => unknown): M | undefined {
    const metric = this.registry.getSingleMetric(name);
    if (metric === undefined) return undefined;
    if (!(metric instanceof kind)) throw new Error(`Metric ${name} is already declared as another kind`);
    return metric as M;
  }
}
