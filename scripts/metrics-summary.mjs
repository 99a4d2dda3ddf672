// What a load run left in the Prometheus metrics of a stack started with `serveMetrics` (infra/src/stack.ts):
// per process, the requests and GraphQL operations counted, their mean latency, and the families with series.
// Used by the bench scripts with BENCH_METRICS=1, to check that a run shows up in the metrics.

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

function parse(text) {
  const samples = [];
  for (const line of text.split('\n')) {
    const match = line.startsWith('#') ? null : SAMPLE.exec(line);
    if (!match) continue;
    const labels = Object.fromEntries([...(match[2] ?? '').matchAll(LABEL)].map(([, name, value]) => [name, value]));
    samples.push({ name: match[1], labels, value: Number(match[3]) });
  }
  return samples;
}

const total = (samples, name) => samples.filter((s) => s.name === name).reduce((sum, s) => sum + s.value, 0);

function histogramLine(samples, family) {
  const count = total(samples, `${family}_count`);
  if (count === 0) return `${family}: none`;
  return `${family}: ${count} (mean ${((total(samples, `${family}_sum`) / count) * 1000).toFixed(1)} ms)`;
}

/** Scrapes each named process of `stack` and prints what its metrics show; fails when a process shows no request. */
export async function printMetricsSummary(stack, names) {
  console.log('Metrics after the run (METRICS_PORT of each process):');
  const silent = [];
  for (const name of names) {
    const url = await stack.metricsUrl(name);
    if (!url) throw new Error(`${name} reported no metrics port: was the stack started with serveMetrics?`);
    const samples = parse(await (await fetch(url)).text());
    const families = new Set(samples.map((sample) => sample.name.replace(/_(bucket|sum|count)$/, ''))).size;
    const lines = [
      histogramLine(samples, 'http_request_duration_seconds'),
      histogramLine(samples, 'graphql_operation_duration_seconds'),
      `graphql_errors_total: ${total(samples, 'graphql_errors_total')}`,
    ];
    if (name === 'gateway') lines.push(histogramLine(samples, 'gateway_subgraph_request_duration_seconds'));
    else {
      const pool = (state) =>
        samples.find((s) => s.name === 'db_pool_connections' && s.labels.state === state)?.value ?? 'absent';
      lines.push(`db_pool_connections total/idle/waiting: ${pool('total')}/${pool('idle')}/${pool('waiting')}`);
    }
    const lag = samples.find((s) => s.name === 'nodejs_eventloop_lag_p99_seconds')?.value;
    lines.push(`event-loop lag p99: ${lag === undefined ? 'absent' : `${(lag * 1000).toFixed(1)} ms`}`);
    console.log(`  ${name} (${families} families): ${lines.join('; ')}`);
    if (total(samples, 'http_request_duration_seconds_count') === 0) silent.push(name);
  }
  if (silent.length > 0) throw new Error(`no request in the metrics of ${silent.join(', ')}`);
}
