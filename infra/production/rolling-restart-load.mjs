#!/usr/bin/env node
// A rolling restart of the running production profile under load: signed in as its first admin, a bounded loopback
// load of GraphQL and REST reads (every service) and some writes runs through the gateway while
// `prod.mjs rolling-restart` replaces every service and then the gateway, one instance at a time. Prints the
// requests, the errors (anything but a 2xx answer without GraphQL errors; there must be none) and the durations.
// Exit code 1 on any error, or when the rolling restart failed.
//
//   make prod-up && node infra/production/rolling-restart-load.mjs
//
// Settings: ROLL_LOAD_RPS (30 requests a second, kept under the gateway's per-account limits), ROLL_LOAD_SETTLE_MS
// (2000: load before and after the restart), PROD_DATA_DIR (as prod.mjs).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { signIn } from './member-session.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PROD = join(ROOT, 'infra', 'production', 'prod.mjs');
const dataDir = resolve(process.env.PROD_DATA_DIR || join(ROOT, '.cache', 'production'));
const positive = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
};
const rps = positive('ROLL_LOAD_RPS', 30);
const settleMs = positive('ROLL_LOAD_SETTLE_MS', 2000);
// Writes: well under API_WRITE_RATE_LIMIT_PER_ACCOUNT_PER_MINUTE (60); GraphQL: under its per-account 600 a minute.
const WRITE_EVERY_MS = 2000;
const GRAPHQL_SHARE = 0.2;

const say = (message) => process.stdout.write(`[rolling-restart-load] ${message}\n`);
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

const cfg = JSON.parse(readFileSync(join(dataDir, 'run', 'config.json'), 'utf8'));
const secrets = JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8'));
const base = `http://127.0.0.1:${cfg.port}`;
const session = await signIn(base, secrets.adminEmail, secrets.adminPassword);

const PREFERENCES = { serviceTypes: ['playdates'], maxDistance: 10, minMatchScore: 0.5, verifiedContactOnly: false };
/** The reads, one or more per service, all through the gateway. */
const READS = [
  ['identity', 'GET', '/api/auth/user'],
  ['listings', 'GET', '/api/services/my'],
  ['bookings', 'GET', '/api/bookings/guest'],
  ['community', 'GET', '/api/forum/posts'],
  ['community', 'GET', '/api/conversations'],
  ['matching', 'GET', '/api/user-preferences'],
  ['media', 'GET', '/api/video-meetings'],
  ['social', 'GET', '/api/social-media-posts'],
];
const GRAPHQL = ['graphql', 'POST', '/graphql', { query: '{ me { id email } }' }];
const WRITE = ['write', 'PUT', '/api/user-preferences', PREFERENCES];

async function send([kind, method, path, body]) {
  const started = performance.now();
  const outcome = { kind: `${kind} ${method} ${path}`, ms: 0, status: 0, error: undefined };
  try {
    const response = await session.request(method, path, body);
    const text = await response.text();
    outcome.status = response.status;
    if (!response.ok) outcome.error = `${response.status} ${text.slice(0, 160)}`;
    else if (path === '/graphql' && text.includes('"errors"')) outcome.error = `GraphQL errors ${text.slice(0, 160)}`;
  } catch (error) {
    outcome.error = `${error.name}: ${error.cause?.code ?? error.message}`;
  }
  outcome.ms = performance.now() - started;
  return outcome;
}

// Every request answers before the restart: a failure here is the load's, not the restart's.
for (const request of [...READS, GRAPHQL, WRITE]) {
  const outcome = await send(request);
  if (outcome.error) throw new Error(`before the restart, ${outcome.kind} failed: ${outcome.error}`);
}

/** Open-loop load at `rps` until `running()` turns false; resolves with every outcome. */
async function load(running) {
  const pending = [];
  const started = performance.now();
  let lastWrite = started;
  for (let index = 0; running(); index += 1) {
    const due = started + (index * 1000) / rps;
    await sleep(Math.max(0, due - performance.now()));
    let request;
    if (performance.now() - lastWrite >= WRITE_EVERY_MS) {
      request = WRITE;
      lastWrite = performance.now();
    } else if (index % Math.round(1 / GRAPHQL_SHARE) === 0) request = GRAPHQL;
    else request = READS[index % READS.length];
    pending.push(send(request));
  }
  return Promise.all(pending);
}

function rollingRestart() {
  return new Promise((done) => {
    const child = spawn(process.execPath, [PROD, 'rolling-restart'], {
      cwd: ROOT,
      env: process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => done({ code, output }));
  });
}

let loading = true;
const loadStarted = performance.now();
const outcomesPromise = load(() => loading);
await sleep(settleMs);
say(
  `load running at ${rps} requests/s; rolling restart of ${process.env.PROD_ROLL_COMPONENTS ?? 'every service, then the gateway'}`,
);
const rollStarted = performance.now();
const roll = await rollingRestart();
const rollMs = performance.now() - rollStarted;
await sleep(settleMs);
loading = false;
const outcomes = await outcomesPromise;
const loadMs = performance.now() - loadStarted;

process.stdout.write(roll.output);
const errors = outcomes.filter((outcome) => outcome.error);
const percentile = (values, share) => values[Math.min(values.length - 1, Math.floor(share * values.length))];
const byKind = new Map();
for (const outcome of outcomes) byKind.set(outcome.kind, [...(byKind.get(outcome.kind) ?? []), outcome]);
say(
  `${'request'.padEnd(40)} ${'count'.padStart(6)} ${'errors'.padStart(6)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'max ms'.padStart(7)}`,
);
for (const [kind, list] of [...byKind.entries(), ['all', outcomes]]) {
  const ms = list.map((outcome) => outcome.ms).sort((a, b) => a - b);
  const failed = list.filter((outcome) => outcome.error).length;
  say(
    `${kind.padEnd(40)} ${String(list.length).padStart(6)} ${String(failed).padStart(6)} ` +
      `${percentile(ms, 0.5).toFixed(0).padStart(7)} ${percentile(ms, 0.95).toFixed(0).padStart(7)} ` +
      `${ms[ms.length - 1].toFixed(0).padStart(7)}`,
  );
}
for (const error of errors.slice(0, 10)) say(`error: ${error.kind}: ${error.error}`);
say(
  `requests ${outcomes.length}, errors ${errors.length}; rolling restart ${(rollMs / 1000).toFixed(1)} s ` +
    `(exit ${roll.code}), load ${(loadMs / 1000).toFixed(1)} s`,
);
if (errors.length > 0 || roll.code !== 0) process.exit(1);
