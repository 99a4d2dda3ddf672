#!/usr/bin/env node
// Benchmark: how long the embedded stack takes to start (cold: empty data folder; warm: second start on the same
// data), how much memory (RSS) the running stack holds, summed over PostgreSQL and every Node process, and how much
// CPU the runner itself (the supervisor, children excluded) spends while a light load runs through the gateway.
//   npm run build && node scripts/bench-stack.mjs
// BENCH_RPS (20) GraphQL `me` queries a second, signed in as the first admin, for BENCH_SECONDS (30).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { startStack } from '../infra/dist/stack.js';
import { cpuMsOf, statFields } from './proc-stat.mjs';

const dataDir = join('.cache', 'bench-stack');
const options = { dataDir, port: 18480, postgresPort: 54369, servicePortOffset: 3000, echo: () => {} };

function childrenOf(pid) {
  const children = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parent = Number(statFields(entry)[1]);
      if (parent === pid) children.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return children;
}

function rssKb(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return line ? Number(line.split(/\s+/)[1]) : 0;
  } catch {
    return 0;
  }
}

function treeRssKb(pid) {
  return childrenOf(pid).reduce((sum, child) => sum + rssKb(child) + treeRssKb(child), 0);
}

async function timedStart() {
  const started = performance.now();
  const stack = await startStack(options);
  return { stack, seconds: (performance.now() - started) / 1000 };
}

await rm(dataDir, { recursive: true, force: true });
const cold = await timedStart();
await new Promise((resolve) => setTimeout(resolve, 3000));
const coldRss = treeRssKb(process.pid);
await cold.stack.stop();
const warm = await timedStart();
await new Promise((resolve) => setTimeout(resolve, 3000));
const warmRss = treeRssKb(process.pid);
const processes = childrenOf(process.pid).length;
await warm.stack.stop();
await rm(dataDir, { recursive: true, force: true });

/** The runner as `npm start` runs it (its own process), a loopback client sending BENCH_RPS `me` queries a second. */
async function runnerCpuUnderLoad() {
  const rps = Number(process.env.BENCH_RPS ?? 20);
  const seconds = Number(process.env.BENCH_SECONDS ?? 30);
  const runnerDir = `${dataDir}-runner`;
  await rm(runnerDir, { recursive: true, force: true });
  const env = {
    ...process.env,
    PORT: String(options.port),
    VILLAGE_POSTGRES_PORT: String(options.postgresPort),
    VILLAGE_SERVICE_PORT_OFFSET: String(options.servicePortOffset),
    VILLAGE_DATA_DIR: runnerDir,
  };
  const runner = spawn(process.execPath, ['infra/dist/run-stack.js'], { env, stdio: ['ignore', 'pipe', 'ignore'] });
  let output = '';
  runner.stdout.on('data', (chunk) => (output += chunk));
  while (!output.includes('Village is running')) {
    if (runner.exitCode !== null) throw new Error(`the runner exited:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const { adminEmail, adminPassword } = JSON.parse(readFileSync(join(runnerDir, 'secrets.json'), 'utf8'));
  const base = `http://127.0.0.1:${options.port}`;
  const csrf = 'bench-csrf-token-0123456789abcdef';
  const headers = { 'content-type': 'application/json', 'x-csrf-token': csrf };
  const signIn = await fetch(`${base}/api/auth/signin`, {
    method: 'POST',
    headers: { ...headers, cookie: `village_csrf=${csrf}` },
    body: JSON.stringify({ email: adminEmail, password: adminPassword }),
  });
  const session = signIn.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  const cookie = [...session, `village_csrf=${csrf}`].join('; ');
  const me = JSON.stringify({ query: '{ me { id email } }' });
  let ok = 0;
  let failed = 0;
  const started = performance.now();
  const cpuBefore = cpuMsOf(runner.pid) / 1000;
  const pending = [];
  for (let index = 0; index < rps * seconds; index += 1) {
    const due = started + (index * 1000) / rps;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    pending.push(
      fetch(`${base}/graphql`, { method: 'POST', headers: { ...headers, cookie }, body: me }).then(
        async (response) => ((await response.text()).includes('"errors"') || !response.ok ? failed++ : ok++),
        () => failed++,
      ),
    );
  }
  await Promise.all(pending);
  const cpu = cpuMsOf(runner.pid) / 1000 - cpuBefore;
  const wall = (performance.now() - started) / 1000;
  runner.kill('SIGTERM');
  await new Promise((resolve) => runner.once('exit', resolve));
  await rm(runnerDir, { recursive: true, force: true });
  return { cpu, wall, ok, failed, rps };
}

const load = await runnerCpuUnderLoad();
const mb = (kb) => (kb / 1024).toFixed(0);
console.log(`stack start, cold (initdb + migrations): ${cold.seconds.toFixed(1)} s; total RSS ${mb(coldRss)} MB`);
console.log(
  `stack start, warm (existing data):       ${warm.seconds.toFixed(1)} s; total RSS ${mb(warmRss)} MB over ${processes} processes`,
);
console.log(
  `runner CPU under ${load.rps} req/s through the gateway: ${((100 * load.cpu) / load.wall).toFixed(1)}% of a core ` +
    `(${load.cpu.toFixed(2)} s over ${load.wall.toFixed(1)} s; ${load.ok} answered, ${load.failed} failed)`,
);
