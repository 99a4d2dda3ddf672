#!/usr/bin/env node
// Faults survived end to end (`make prod-faults`, a short version in CI): under a bounded loopback load that lists,
// books, pays, accepts, posts and messages (fault-load.mjs), one fault after another on the running production
// profile: SIGKILL of each service and of the gateway (the supervisor restarts it), then a Kafka broker restart, a
// PostgreSQL restart (a crash: immediate stop, recovery on start) and a MinIO restart. Then every acknowledged write
// is read back and the emails and charges counted (fault-effects.mjs). Prints the fault table; exit code 1 when
// anything answered other than 2xx/4xx/503, a part took over RECOVERY_LIMIT_S after its return to serve again, an
// acknowledged write was lost, or an email or a charge happened twice.
//
//   make prod-up && node infra/production/faults-under-load.mjs
//
// Settings: FAULTS (identity,listings,bookings,community,matching,media,social,gateway,kafka,postgresql,s3: which
// faults, in that order), FAULT_PAIRS (2 host and guest pairs), FAULT_ENGINE_DOWN_S (5: how long an engine stays
// down), FAULT_SETTLE_S (4: load between faults), FAULT_WRITES_PER_MINUTE (100, under the gateway's 120 per address),
// FAULT_EFFECTS_TIMEOUT_S (60: how long the effects may take to catch up at the end), PROD_DATA_DIR (as prod.mjs).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { connectionsOf } from '../backup/profile.mjs';
import { checkEffects } from './fault-effects.mjs';
import { classify, FaultLoad } from './fault-load.mjs';
import { registerMember, serviceFields, multipart } from './member-session.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PROD = join(ROOT, 'infra', 'production', 'prod.mjs');
const ROSTER = JSON.parse(readFileSync(join(ROOT, 'services', 'roster.json'), 'utf8')).services;
const COMPONENTS = [...ROSTER.map((service) => service.name), 'gateway'];
const ENGINES = ['kafka', 'postgresql', 's3'];
const RECOVERY_LIMIT_S = 10;

const dataDir = resolve(process.env.PROD_DATA_DIR || join(ROOT, '.cache', 'production'));
const cfg = JSON.parse(readFileSync(join(dataDir, 'run', 'config.json'), 'utf8'));
const secrets = JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8'));
const baseUrl = `http://127.0.0.1:${cfg.port}`;
const inboxUrl = `http://127.0.0.1:${cfg.inboxPort ?? 28026}`;

function positive(name, fallback) {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
}
const faults = (process.env.FAULTS ?? [...COMPONENTS, ...ENGINES].join(',')).split(',').filter(Boolean);
const unknown = faults.filter((fault) => !COMPONENTS.includes(fault) && !ENGINES.includes(fault));
if (unknown.length > 0) throw new Error(`FAULTS: no such fault ${unknown.join(', ')}`);
const pairs = positive('FAULT_PAIRS', 2);
const engineDownMs = positive('FAULT_ENGINE_DOWN_S', 5) * 1000;
const settleMs = positive('FAULT_SETTLE_S', 4) * 1000;
const effectsTimeoutMs = positive('FAULT_EFFECTS_TIMEOUT_S', 60) * 1000;

const say = (message) => process.stdout.write(`[faults] ${message}\n`);
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const secondsOf = (ms) => (ms / 1000).toFixed(1);

function prodFault(...args) {
  execFileSync(process.execPath, [PROD, 'fault', ...args], { cwd: ROOT, stdio: 'inherit', env: process.env });
}

async function ready(port) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/health/ready`, { signal: AbortSignal.timeout(1000) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/** Polls until `probe` holds; the moment it did, or undefined after `timeoutMs`. */
async function until(probe, timeoutMs, everyMs = 100) {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (await probe()) return performance.now();
    await sleep(everyMs);
  }
  return undefined;
}

/** Kills a component's instance; resolves with the moment its endpoints had a ready instance again. */
async function killAndWait(component) {
  const port = component === 'gateway' ? cfg.port : cfg.servicePorts[component];
  prodFault('kill', component);
  await until(async () => !(await ready(port)), 3000, 50);
  return until(() => ready(port), 120_000);
}

async function restartEngine(engine) {
  prodFault('stop', engine);
  await sleep(engineDownMs);
  prodFault('start', engine);
  return performance.now();
}

/**
 * The platform's events flowing after a return: a new service is listed and a booking of it asked until bookings
 * (told by listings' event) takes it. Milliseconds from `since` until the booking was taken.
 */
async function eventsFlowing(prober, since) {
  const listed = await load.write(prober.host.session, 'probe: list', 'POST', '/api/services', () =>
    multipart(serviceFields(`Fault probe ${Date.now().toString(36)}`)),
  );
  if (listed.status !== 201) return undefined;
  const asked = await load.write(
    prober.guest.session,
    'probe: book',
    'POST',
    '/api/bookings',
    { serviceId: listed.body.id, bookingDate: '2032-02-02' },
    { waitingFor404: true },
  );
  return asked.status === 201 ? performance.now() - since : undefined;
}

/** The table's row of one fault: the answers of the requests that started between `from` and `to`. */
function rowOf(fault, outcomes, { from, to, returnedAt, eventsMs }) {
  const window = outcomes.filter((outcome) => outcome.startedAt >= from && outcome.startedAt < to);
  const count = (kind) => window.filter((outcome) => classify(outcome.status) === kind).length;
  const bad = window.filter((outcome) => classify(outcome.status) !== 'ok');
  const lastBadEnd = Math.max(returnedAt, ...bad.map((outcome) => outcome.endedAt));
  const ms = window.map((outcome) => outcome.endedAt - outcome.startedAt).sort((a, b) => a - b);
  return {
    fault,
    downS: returnedAt === undefined ? undefined : (returnedAt - from) / 1000,
    requests: window.length,
    ok: count('ok'),
    unavailable: count('unavailable'),
    throttled: count('throttled'),
    failed: count('failed'),
    noAnswer: count('no answer'),
    p95Ms: ms[Math.min(ms.length - 1, Math.floor(ms.length * 0.95))] ?? 0,
    maxMs: ms.at(-1) ?? 0,
    recoveryS: returnedAt === undefined ? undefined : (lastBadEnd - returnedAt) / 1000,
    eventsS: eventsMs === undefined ? undefined : eventsMs / 1000,
  };
}

function printTable(rows) {
  const columns = [
    ['fault', 12, (row) => row.fault],
    ['down s', 7, (row) => (row.downS === undefined ? 'never' : row.downS.toFixed(1))],
    ['requests', 9, (row) => row.requests],
    ['ok', 6, (row) => row.ok],
    ['503', 5, (row) => row.unavailable],
    ['429', 5, (row) => row.throttled],
    ['other 5xx', 10, (row) => row.failed],
    ['no answer', 10, (row) => row.noAnswer],
    ['p95 ms', 7, (row) => row.p95Ms.toFixed(0)],
    ['max ms', 7, (row) => row.maxMs.toFixed(0)],
    ['serving again s', 16, (row) => (row.recoveryS === undefined ? 'never' : row.recoveryS.toFixed(1))],
    ['events again s', 15, (row) => (row.eventsS === undefined ? 'never' : row.eventsS.toFixed(1))],
  ];
  say(columns.map(([name, width]) => name.padStart(width)).join(' '));
  for (const row of rows) say(columns.map(([, width, value]) => String(value(row)).padStart(width)).join(' '));
}

const failures = [];
const load = new FaultLoad({
  baseUrl,
  inboxUrl,
  pairs,
  writesPerMinute: positive('FAULT_WRITES_PER_MINUTE', 100),
});
say(`setting up ${pairs} host and guest pairs (a confirmed booking and a conversation each)`);
await load.start();
const prober = {
  host: await registerMember(baseUrl, 'faultprobehost', { offersServices: true }),
  guest: await registerMember(baseUrl, 'faultprobeguest'),
};
say(`load running; faults: ${faults.join(', ')}`);
await sleep(settleMs);

const rows = [];
for (const fault of faults) {
  const from = performance.now();
  say(`fault: ${ENGINES.includes(fault) ? `${fault} restart` : `SIGKILL ${fault}`}`);
  const returnedAt = ENGINES.includes(fault) ? await restartEngine(fault) : await killAndWait(fault);
  if (returnedAt !== undefined) say(`${fault} is back (${new Date().toISOString()})`);
  const eventsMs = returnedAt === undefined ? undefined : await eventsFlowing(prober, returnedAt);
  await sleep(settleMs);
  const row = rowOf(fault, load.outcomes, { from, to: performance.now(), returnedAt, eventsMs });
  rows.push(row);
  say(
    `${fault}: back after ${row.downS?.toFixed(1) ?? 'never'} s, serving again ${row.recoveryS?.toFixed(1) ?? 'never'} s ` +
      `and events flowing ${row.eventsS?.toFixed(1) ?? 'never'} s after its return`,
  );
}
await load.stop();

say('the load stopped; reading back every acknowledged write, the emails and the charges');
const adminUrl = connectionsOf(cfg, secrets).adminUrl;
const effects = await checkEffects({ load, inboxUrl, adminUrl, timeoutMs: effectsTimeoutMs });

printTable(rows);
const all = rowOf('all', load.outcomes, { from: 0, to: Infinity, returnedAt: 0, eventsMs: 0 });
say(
  `requests ${all.requests}: ok ${all.ok}, 503 ${all.unavailable}, 429 ${all.throttled}, other 5xx ${all.failed}, ` +
    `no answer ${all.noAnswer}`,
);
say(`${'acknowledged'.padStart(26)} ${'lost'.padStart(6)}`);
for (const [kind, [acknowledged, lost]] of Object.entries(effects.counts)) {
  say(`${kind.padEnd(12)} ${String(acknowledged).padStart(13)} ${String(lost).padStart(6)}`);
}
say(
  `duplicate emails ${effects.emails.repeated.length}, double charges ${effects.doubleCharges.length} ` +
    `(effects checked after ${secondsOf(effects.waitedMs)} s)`,
);

for (const row of rows) {
  if (row.failed + row.noAnswer > 0)
    failures.push(`${row.fault}: ${row.failed + row.noAnswer} answers neither 2xx/4xx nor 503`);
  if (row.recoveryS === undefined || row.recoveryS > RECOVERY_LIMIT_S)
    failures.push(`${row.fault}: serving again took over ${RECOVERY_LIMIT_S} s after its return`);
  if (row.eventsS === undefined || row.eventsS > RECOVERY_LIMIT_S)
    failures.push(`${row.fault}: events flowing again took over ${RECOVERY_LIMIT_S} s after its return`);
}
for (const [kind, list] of Object.entries(effects.lost))
  if (list.length) failures.push(`lost ${kind}: ${list.join(', ')}`);
for (const [address, start, title] of effects.emails.missing) failures.push(`no email to ${address}: ${start}${title}`);
for (const repeated of effects.emails.repeated) failures.push(`email sent twice: ${repeated}`);
for (const charged of effects.doubleCharges) failures.push(`charged twice: ${charged}`);
for (const odd of load.oddities.slice(0, 10)) say(`odd answer: ${odd.what} ${odd.status} ${odd.text}`);
for (const failure of failures) say(`FAILED ${failure}`);
say(failures.length === 0 ? 'every fault survived' : `${failures.length} problems`);
process.exit(failures.length === 0 ? 0 : 1);
