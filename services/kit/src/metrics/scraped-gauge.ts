import type { Gauge } from 'prom-client';
import type { ServiceMetrics } from './service-metrics';

/** How long one reading at scrape time may take (a query, a Kafka admin call) before it is given up. */
export const SCRAPE_READ_TIMEOUT_MS = 2_000;

export interface GaugeSample<L extends string> {
  labels: Partial<Record<L, string>>;
  value: number;
}

export function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took more than ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Shares one reading between the gauges a scrape collects at the same time (prom-client collects every
 * family of a scrape concurrently): the reading starts with the first gauge and is forgotten once settled.
 */
export function oncePerScrape<T>(read: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | undefined;
  return () => {
    inFlight ??= read().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
}

/**
 * Fills a gauge from a reading at scrape time, bounded by `SCRAPE_READ_TIMEOUT_MS`. A failed reading leaves
 * the gauge without series (absent rather than stale) and is reported to `onFailure`; the scrape goes on.
 */
export async function fillGauge<L extends string>(
  gauge: Gauge<L>,
  name: string,
  read: () => Promise<GaugeSample<L>[]>,
  onFailure: (error: unknown) => void,
): Promise<void> {
  try {
    const samples = await withTimeout(read(), SCRAPE_READ_TIMEOUT_MS, `reading ${name}`);
    gauge.reset();
    for (const sample of samples) gauge.set(sample.labels, sample.value);
  } catch (error) {
    gauge.reset();
    onFailure(error);
  }
}

export interface ScrapedGaugeConfig<L extends string> {
  name: string;
  help: string;
  labelNames?: readonly L[];
  read: () => Promise<GaugeSample<L>[]>;
  onFailure: (error: unknown) => void;
}

/** A gauge whose series are read at each scrape (see `fillGauge`). */
export function scrapedGauge<L extends string>(metrics: ServiceMetrics, config: ScrapedGaugeConfig<L>): Gauge<L> {
  const { read, onFailure, ...family } = config;
  return metrics.gauge<L>({
    ...family,
    labelNames: family.labelNames ?? [],
    async collect() {
      await fillGauge(this, family.name, read, onFailure);
    },
  });
}
