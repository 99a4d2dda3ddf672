#!/usr/bin/env node
// The dashboard screenshots with data, start to finish: starts the embedded stack with every process serving
// /metrics, starts Prometheus (infra/prometheus/prometheus.sh) scraping them with the chart's alerts loaded (rendered
// from charts/village/ci/production-values.yaml, as infra/validate/deployment.sh checks them), drives a bounded load
// through the gateway (scripts/dashboards/load.mjs: sign-ups, sign-ins, browsing, new services, bookings requested
// and accepted, forum posts, messages, GraphQL), renders every dashboard over the load's window into
// docs/dashboards/<name>.png (scripts/render-dashboards.mjs), then stops everything. Loopback only.
//
//   npm run build:server && node scripts/dashboards/load-and-render.mjs [--minutes 4] [--users 4] [--out DIR]
//   Ports (environment): DASHBOARDS_PORT (18780), DASHBOARDS_POSTGRES_PORT (54479),
//   DASHBOARDS_SERVICE_PORT_OFFSET (7100), DASHBOARDS_METRICS_PORT_OFFSET (1000: each process's metrics port is its
//   own port plus this), PROMETHEUS_PORT (19090). VILLAGE_INFRA_CACHE as for the infra scripts.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startStack } from '../../infra/dist/stack.js';
import { driveLoad } from './load.mjs';

const ROOT = resolve(import.meta.dirname, '..', '..');
const { values: options } = parseArgs({
  options: {
    minutes: { type: 'string', default: '4' },
    users: { type: 'string', default: '4' },
    out: { type: 'string', default: join(ROOT, 'docs', 'dashboards') },
  },
});
const minutes = Number(options.minutes);
const users = Number(options.users);
if (!(minutes > 0 && minutes <= 30)) throw new Error(`--minutes: between 0 and 30, got ${options.minutes}`);
if (!(Number.isInteger(users) && users > 0 && users <= 20)) throw new Error(`--users: 1 to 20, got ${options.users}`);

const SCRAPE_SECONDS = 5;
// The newest Kubernetes version infra/validate/deployment.sh renders the chart for (KUBE_VERSIONS).
const KUBE_VERSION = '1.33.0';
// The release's namespace, as the runbook's commands and the alerts' selectors assume it.
const NAMESPACE = 'village';
// The rate limits have tests of their own; here a few accounts on one address do a lot in a minute.
const UNLIMITED = '100000000';
const RATE_LIMITS = Object.fromEntries(
  [
    'AUTH_RATE_LIMIT_PER_MINUTE',
    'GRAPHQL_RATE_LIMIT_PER_IP_PER_MINUTE',
    'GRAPHQL_RATE_LIMIT_PER_ACCOUNT_PER_MINUTE',
    'API_WRITE_RATE_LIMIT_PER_IP_PER_MINUTE',
    'API_WRITE_RATE_LIMIT_PER_ACCOUNT_PER_MINUTE',
    'MESSAGE_SEND_RATE_LIMIT_PER_MINUTE',
  ].map((name) => [name, UNLIMITED]),
);

const dataDir = join(ROOT, '.cache', 'dashboards-load');
const workDir = join(dataDir, 'prometheus');
const prometheusEnv = {
  ...process.env,
  PROMETHEUS_PORT: process.env.PROMETHEUS_PORT ?? '19090',
  PROMETHEUS_SCRAPE_INTERVAL: `${SCRAPE_SECONDS}s`,
};
const prometheusUrl = `http://127.0.0.1:${prometheusEnv.PROMETHEUS_PORT}`;
const prometheus = (command, env = {}) =>
  execFileSync('bash', [join(ROOT, 'infra/prometheus/prometheus.sh'), command], {
    env: { ...prometheusEnv, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
const log = (line) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);
const pause = (ms) => new Promise((done) => setTimeout(done, ms));

/** The chart's alerts as a Prometheus rule file: the production values' PrometheusRule, as CI validates it. */
function renderAlertRules() {
  const helm = execFileSync('bash', [join(ROOT, 'infra/helm/helm.sh'), 'install'], { encoding: 'utf8' }).trim();
  const manifests = execFileSync(
    helm,
    [
      'template',
      'village',
      join(ROOT, 'charts/village'),
      '--namespace',
      NAMESPACE,
      '--kube-version',
      KUBE_VERSION,
      '-f',
      join(ROOT, 'charts/village/ci/production-values.yaml'),
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const rendered = join(workDir, 'production.yaml');
  const rules = join(workDir, 'village-rules.yaml');
  writeFileSync(rendered, manifests);
  execFileSync(process.execPath, [join(ROOT, 'infra/validate/monitoring.mjs'), 'rules', rendered, rules], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return rules;
}

/** Every process's /metrics address (host:port) by name: its own port plus the metrics offset. */
async function metricsTargets(stack) {
  const targets = {};
  for (const { name } of stack.processes) {
    if (name === 'mail') continue;
    const url = await stack.metricsUrl(name);
    if (!url) throw new Error(`${name} serves no metrics`);
    targets[name] = new URL(url).host;
  }
  return targets;
}

/**
 * The Prometheus configuration: each target labelled as the chart's ServiceMonitors label them in the cluster
 * (service=<component>, namespace=village), so the alerts' and dashboards' selectors match as they do there.
 */
function prometheusConfig(targets, rules) {
  const lines = [
    'global:',
    `  scrape_interval: ${SCRAPE_SECONDS}s`,
    `  evaluation_interval: ${SCRAPE_SECONDS}s`,
    'rule_files:',
    `  - ${JSON.stringify(rules)}`,
    'scrape_configs:',
    '  - job_name: village',
    '    honor_labels: true',
    '    static_configs:',
    ...Object.entries(targets).flatMap(([name, target]) => [
      `      - targets: [${JSON.stringify(target)}]`,
      `        labels: { service: ${JSON.stringify(name)}, namespace: ${JSON.stringify(NAMESPACE)} }`,
    ]),
  ];
  const file = join(workDir, 'prometheus.yml');
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

const began = Date.now();
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(workDir, { recursive: true });
const rules = renderAlertRules();
log('starting the stack');
const stack = await startStack({
  dataDir,
  port: Number(process.env.DASHBOARDS_PORT ?? 18780),
  postgresPort: Number(process.env.DASHBOARDS_POSTGRES_PORT ?? 54479),
  servicePortOffset: Number(process.env.DASHBOARDS_SERVICE_PORT_OFFSET ?? 7100),
  serveMetrics: true,
  metricsPortOffset: Number(process.env.DASHBOARDS_METRICS_PORT_OFFSET ?? 1000),
  echo: () => {},
  extraEnv: { LOG_LEVEL: 'warn', ...RATE_LIMITS },
});
let prometheusStarted = false;
let succeeded = false;
try {
  const targets = await metricsTargets(stack);
  const listed = Object.entries(targets).map(([name, target]) => `${name} ${target}`);
  log(`stack up at ${stack.url}; Prometheus scrapes ${listed.length} processes: ${listed.join(', ')}`);
  prometheus('clean');
  prometheusStarted = true;
  prometheus('start', { PROMETHEUS_CONFIG: prometheusConfig(targets, rules) });
  prometheus('ready');
  // Two scrapes of the idle stack first, so rates have a baseline when the load begins.
  await pause(2 * SCRAPE_SECONDS * 1000);
  const loadStart = Math.floor(Date.now() / 1000) - 2 * SCRAPE_SECONDS;
  log(`load: ${users} parallel member journeys for ${minutes} min`);
  const { journeys, counts } = await driveLoad({
    origin: `http://127.0.0.1:${new URL(stack.url).port}`,
    adminEmail: stack.adminEmail,
    adminPassword: stack.adminPassword,
    users,
    seconds: minutes * 60,
    log,
  });
  log(`load done: ${journeys} journeys; answers by action and status:`);
  for (const [key, count] of Object.entries(counts)) console.log(`  ${key.padEnd(36)} ${count}`);
  // The last requests reach Prometheus with the next scrapes; the rates' windows close a little later.
  await pause(3 * SCRAPE_SECONDS * 1000);
  const end = Math.floor(Date.now() / 1000);
  log(`rendering the dashboards over ${end - loadStart} s`);
  execFileSync(
    process.execPath,
    [join(ROOT, 'scripts/render-dashboards.mjs'), '--range', `${end - loadStart}s`, '--end', String(end)].concat(
      '--out',
      options.out,
    ),
    { env: { ...process.env, PROMETHEUS_URL: prometheusUrl }, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  succeeded = true;
} finally {
  if (prometheusStarted) prometheus('stop');
  await stack.stop();
  // The stack's data and logs stay for a look only when the run failed.
  if (succeeded) rmSync(dataDir, { recursive: true, force: true });
  else log(`the stack's logs: ${stack.logDir}`);
  log(`done in ${Math.round((Date.now() - began) / 1000)} s`);
}
