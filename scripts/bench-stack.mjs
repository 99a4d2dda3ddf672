#!/usr/bin/env node
// Benchmark: how long the embedded stack takes to start (cold: empty data folder; warm: second start on the same
// data) and how much memory (RSS) the running stack holds, summed over PostgreSQL and every Node process.
//   npm run build && node scripts/bench-stack.mjs
import { readdirSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { startStack } from '../infra/dist/stack.js';

const dataDir = join('.cache', 'bench-stack');
const options = { dataDir, port: 18480, postgresPort: 54369, servicePortOffset: 3000, echo: () => {} };

function childrenOf(pid) {
  const children = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
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

const mb = (kb) => (kb / 1024).toFixed(0);
console.log(`stack start, cold (initdb + migrations): ${cold.seconds.toFixed(1)} s; total RSS ${mb(coldRss)} MB`);
console.log(
  `stack start, warm (existing data):       ${warm.seconds.toFixed(1)} s; total RSS ${mb(warmRss)} MB over ${processes} processes`,
);
