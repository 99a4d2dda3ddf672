/** One sample of a Prometheus text exposition: `name{label="value",...} value`. */
export interface PrometheusSample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

export function parsePrometheusText(text: string): PrometheusSample[] {
  const samples: PrometheusSample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`Not a Prometheus sample: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, name, value] of (match[2] ?? '').matchAll(LABEL)) labels[name] = value.replace(/\\(.)/g, '$1');
    samples.push({ name: match[1], labels, value: Number(match[3]) });
  }
  return samples;
}

/** The samples of `name` whose labels include `labels`. */
export function samplesOf(
  samples: readonly PrometheusSample[],
  name: string,
  labels: Record<string, string> = {},
): PrometheusSample[] {
  return samples.filter(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([label, value]) => sample.labels[label] === value),
  );
}

/** The one sample of `name` with `labels`; fails when there is none or more than one. */
export function valueOf(
  samples: readonly PrometheusSample[],
  name: string,
  labels: Record<string, string> = {},
): number {
  const found = samplesOf(samples, name, labels);
  if (found.length !== 1) {
    throw new Error(`Expected one sample ${name}${JSON.stringify(labels)}, found ${found.length}`);
  }
  return found[0].value;
}

/** Reads /metrics on a metrics listener. */
export async function scrapeMetrics(port: number, host = '127.0.0.1'): Promise<PrometheusSample[]> {
  const response = await fetch(`http://${host}:${port}/metrics`);
  if (response.status !== 200) throw new Error(`GET /metrics answered ${response.status}`);
  return parsePrometheusText(await response.text());
}
