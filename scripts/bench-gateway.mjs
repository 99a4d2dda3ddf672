#!/usr/bin/env node
// Benchmark: what the gateway costs. The same small query (`me { id fullName }`) through the gateway and straight to
// identity's subgraph with the same access token, in alternating rounds of one run, at a fixed number of
// connections; prints p50, p99 and throughput of each and their ratios (goal: p50 ratio <= 1.3, throughput ratio
// >= 0.6), then a query that joins three subgraphs (identity, media, matching) through the gateway.
//   npm run bench:gateway            (builds first)
//   BENCH_CONNECTIONS=10 BENCH_ROUND_SECONDS=5 BENCH_ROUNDS=3 node scripts/bench-gateway.mjs
//   BENCH_CPU_PROF=.cache/bench-profiles node scripts/bench-gateway.mjs   (a V8 CPU profile of every process)
//   BENCH_BARE_PROXY=1 node scripts/bench-gateway.mjs   (also rounds through the floor of any Node gateway: a bare
//     proxy process that turns the cookie into a bearer token and forwards the body to identity, nothing else)
//   BENCH_METRICS=1 node scripts/bench-gateway.mjs   (every process serves /metrics; prints what they show after)
//   BENCH_PORT, BENCH_POSTGRES_PORT, BENCH_SERVICE_PORT_OFFSET: the stack's ports (default 18580, 54419, 7000)
// Loopback only; every round is bounded in time. The gateway's /graphql rate limits are raised for this stack only:
// the benchmark measures what a request costs, not how many one address may send.
import { spawn } from 'node:child_process';
import { Agent, createServer, request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { startStack } from '../infra/dist/stack.js';
import { cpuMsOf } from './proc-stat.mjs';
import { printMetricsSummary } from './metrics-summary.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROUND_MS = Number(process.env.BENCH_ROUND_SECONDS ?? 5) * 1000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SMALL_QUERY = JSON.stringify({ query: '{ me { id fullName } }' });
const JOINED_QUERY = JSON.stringify({ query: '{ me { fullName profileImageUrl matchingProfile { city } } }' });

const dataDir = join('.cache', 'bench-gateway');
const UNLIMITED = '100000000';
const profileDir = process.env.BENCH_CPU_PROF;
const options = {
  dataDir,
  port: Number(process.env.BENCH_PORT ?? 18580),
  postgresPort: Number(process.env.BENCH_POSTGRES_PORT ?? 54419),
  servicePortOffset: Number(process.env.BENCH_SERVICE_PORT_OFFSET ?? 7000),
  serveMetrics: Boolean(process.env.BENCH_METRICS),
  echo: () => {},
  extraEnv: {
    GRAPHQL_RATE_LIMIT_PER_IP_PER_MINUTE: UNLIMITED,
    GRAPHQL_RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: UNLIMITED,
    // Each process writes its profile (CPU.<date>.<pid>.cpuprofile) when it stops.
    ...(profileDir ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${resolve(profileDir)}` } : {}),
  },
};
const identityGraphql = `http://127.0.0.1:${4101 + options.servicePortOffset}/graphql`;
const gatewayOrigin = `http://127.0.0.1:${options.port}`;

function send(agent, url, headers, body) {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The processes whose CPU time each round reports per request (filled in once the stack runs). */
const measured = [];

/** `connections` loops sending the same request for `ms`; every answer must be a 200 with data and no errors. */
async function round(url, headers, body, ms) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies = [];
  const deadline = performance.now() + ms;
  const loop = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      const response = await send(agent, url, headers, body);
      latencies.push(performance.now() - started);
      if (response.status !== 200 || response.body.includes('"errors"')) {
        throw new Error(`${url} answered ${response.status}: ${response.body.slice(0, 300)}`);
      }
    }
  };
  const cpuBefore = measured.map(({ pid }) => cpuMsOf(pid));
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, loop));
  const seconds = (performance.now() - started) / 1000;
  const cpuPerRequest = measured.map(({ name, pid }, index) => {
    const after = cpuMsOf(pid);
    const before = cpuBefore[index];
    return { name, ms: after === null || before === null ? NaN : (after - before) / latencies.length };
  });
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return {
    p50: at(0.5),
    p99: at(0.99),
    throughput: latencies.length / seconds,
    count: latencies.length,
    cpuPerRequest,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const cpuOf = (r) =>
  r[0].cpuPerRequest
    .map(({ name }, index) => `${name} ${median(r.map((x) => x.cpuPerRequest[index].ms)).toFixed(2)}`)
    .join(', ');
const fmt = (r) =>
  `p50 ${median(r.map((x) => x.p50)).toFixed(2)} ms  p99 ${median(r.map((x) => x.p99)).toFixed(2)} ms  ` +
  `${median(r.map((x) => x.throughput)).toFixed(0)} req/s  (${r.reduce((s, x) => s + x.count, 0)} requests)\n` +
  `                             CPU ms per request: ${cpuOf(r)}`;

/** The floor: an HTTP server forwarding each request to `target` with the access-token cookie as a bearer token. */
function serveBareProxy(port, target) {
  const agent = new Agent({ keepAlive: true });
  const server = createServer((incoming, outgoing) => {
    const chunks = [];
    incoming.on('data', (chunk) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      const token = /(?:^|;\s*)village_at=([^;]+)/.exec(incoming.headers.cookie ?? '')?.[1];
      const headers = { 'content-type': 'application/json', 'content-length': body.length };
      if (token) headers.authorization = `Bearer ${token}`;
      const upstream = request(target, { method: 'POST', agent, headers }, (answer) => {
        outgoing.writeHead(answer.statusCode, { 'content-type': answer.headers['content-type'] });
        answer.pipe(outgoing);
      });
      upstream.on('error', () => outgoing.writeHead(502).end());
      upstream.end(body);
    });
  });
  server.listen(port, '127.0.0.1');
}

async function startBareProxy(port) {
  const child = spawn(
    process.execPath,
    [fileURLToPath(import.meta.url), '--bare-proxy', String(port), identityGraphql],
    {
      stdio: 'inherit',
    },
  );
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await send(undefined, `http://127.0.0.1:${port}/`, {}, '{}');
      return child;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function main() {
  let bareProxy;
  await rm(dataDir, { recursive: true, force: true });
  const stack = await startStack(options);
  try {
    for (const name of ['gateway', 'identity', 'media', 'matching']) {
      const pid = stack.processes.find((process) => process.name === name)?.child.pid;
      if (pid !== undefined) measured.push({ name, pid });
    }
    measured.push({ name: 'benchmark', pid: process.pid });
    const agent = new Agent({ keepAlive: true });
    const csrf = 'bench-csrf-token-0123456789abcdef';
    const signIn = await send(
      agent,
      `${gatewayOrigin}/api/auth/signin`,
      { 'content-type': 'application/json', cookie: `village_csrf=${csrf}`, 'x-csrf-token': csrf },
      JSON.stringify({ email: stack.adminEmail, password: stack.adminPassword }),
    );
    if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status} ${signIn.body}`);
    const cookies = [].concat(signIn.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0]);
    const accessToken = cookies.find((cookie) => /(^|_)village_at=/.test(cookie))?.split('=')[1];
    if (!accessToken) throw new Error('no access-token cookie after sign-in');
    agent.destroy();

    const viaGateway = {
      'content-type': 'application/json',
      cookie: [...cookies, `village_csrf=${csrf}`].join('; '),
      'x-csrf-token': csrf,
    };
    const direct = { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` };

    const bareProxyUrl = `http://127.0.0.1:${options.port + 1}/graphql`;
    if (process.env.BENCH_BARE_PROXY) {
      bareProxy = await startBareProxy(options.port + 1);
      measured.splice(1, 0, { name: 'bare proxy', pid: bareProxy.pid });
      await round(bareProxyUrl, viaGateway, SMALL_QUERY, 1500);
    }
    await round(`${gatewayOrigin}/graphql`, viaGateway, SMALL_QUERY, 1500);
    await round(identityGraphql, direct, SMALL_QUERY, 1500);
    const gateway = [];
    const subgraph = [];
    const floor = [];
    for (let index = 0; index < ROUNDS; index += 1) {
      gateway.push(await round(`${gatewayOrigin}/graphql`, viaGateway, SMALL_QUERY, ROUND_MS));
      subgraph.push(await round(identityGraphql, direct, SMALL_QUERY, ROUND_MS));
      if (bareProxy) floor.push(await round(bareProxyUrl, viaGateway, SMALL_QUERY, ROUND_MS));
    }
    const joined = [await round(`${gatewayOrigin}/graphql`, viaGateway, JOINED_QUERY, ROUND_MS)];

    const ratio = (key) => median(gateway.map((r) => r[key])) / median(subgraph.map((r) => r[key]));
    console.log(`${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${ROUND_MS / 1000} s (medians of rounds)`);
    console.log(`  through the gateway:       ${fmt(gateway)}`);
    console.log(`  straight to identity:      ${fmt(subgraph)}`);
    console.log(`  three subgraphs (gateway): ${fmt(joined)}`);
    if (bareProxy) {
      const floorRatio = (key) => median(floor.map((r) => r[key])) / median(subgraph.map((r) => r[key]));
      console.log(`  bare proxy (the floor):    ${fmt(floor)}`);
      console.log(
        `  floor ratios: p50 ${floorRatio('p50').toFixed(2)}, p99 ${floorRatio('p99').toFixed(2)}, ` +
          `throughput ${floorRatio('throughput').toFixed(2)}`,
      );
    }
    const perRound = (r) => r.map((x) => `${x.p50.toFixed(1)} ms/${x.throughput.toFixed(0)}`).join(', ');
    console.log(`  each round (p50/req/s), gateway: ${perRound(gateway)}; identity: ${perRound(subgraph)}`);
    const p50Ratio = ratio('p50');
    const throughputRatio = ratio('throughput');
    console.log(
      `  ratios: p50 ${p50Ratio.toFixed(2)} (goal <= 1.3), p99 ${ratio('p99').toFixed(2)}, ` +
        `throughput ${throughputRatio.toFixed(2)} (goal >= 0.6)`,
    );
    console.log(
      p50Ratio <= 1.3 && throughputRatio >= 0.6 ? 'Gateway overhead goals met.' : 'Gateway overhead goals NOT met.',
    );
    if (options.serveMetrics) await printMetricsSummary(stack, ['gateway', 'identity', 'media', 'matching']);
  } finally {
    bareProxy?.kill();
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--bare-proxy') serveBareProxy(Number(process.argv[3]), process.argv[4]);
else await main();
