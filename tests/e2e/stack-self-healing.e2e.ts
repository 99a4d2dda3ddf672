import { expect, test } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import type { RunningStack } from '../../infra/src/stack';
import { registrationFields } from './support/api-roles';
import { E2E_STACK_ENV } from './support/stack-env';

/**
 * The embedded stack heals itself (issue 7, item 10). A stack of its own (no browser) runs a bounded loopback load
 * through the gateway (registrations, sign-ins and `me` reads, a few a second) while every service and then the
 * gateway is killed in turn with SIGKILL. It prints and asserts: every acknowledged registration (201) survives (its
 * member signs in, and matching's projection of the UserRegistered event exists exactly once), nothing is written
 * twice, every killed process is ready again within 10 s, and no 5xx but 503 is answered.
 *
 * Ports: E2E_FAULT_PORT, E2E_FAULT_POSTGRES_PORT, E2E_FAULT_SERVICE_PORT_OFFSET (default: the e2e stack's + 2, + 2,
 * + 200), so it runs beside the shared e2e stack. Alone: `make test-self-healing`.
 */
const root = join(import.meta.dirname, '..', '..');
const port = Number(process.env.E2E_FAULT_PORT ?? Number(process.env.E2E_PORT ?? 18080) + 2);
const postgresPort = Number(process.env.E2E_FAULT_POSTGRES_PORT ?? Number(process.env.E2E_POSTGRES_PORT ?? 54339) + 2);
const servicePortOffset = Number(
  process.env.E2E_FAULT_SERVICE_PORT_OFFSET ?? Number(process.env.E2E_SERVICE_PORT_OFFSET ?? 1000) + 200,
);
const BACK_WITHIN_MS = 10_000;
const LOAD_INTERVAL_MS = 250; // one request every 250 ms: 4 a second
const MAX_REQUESTS = 800;
const REQUEST_TIMEOUT_MS = 10_000;
/** matching's projection of identity's members, kept from UserRegistered events. */
const MATCHING_MEMBERS = 'matching.members';

type Operation = 'register' | 'sign-in' | 'me';
interface Outcome {
  operation: Operation;
  status: number | 'refused' | 'timeout';
  startedAt: number;
  endedAt: number;
}
interface Outage {
  name: string;
  from: number;
  to: number;
}
interface Member {
  email: string;
  password: string;
  userId?: string;
  cookies: Map<string, string>;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

class Client {
  constructor(private readonly base: string) {}

  /** A fetch through the gateway with the member's cookies (updated from every answer) and the CSRF header. */
  async send(member: Member, path: string, init: RequestInit = {}): Promise<Response> {
    if (![...member.cookies.keys()].some((name) => name.includes('csrf'))) {
      this.remember(
        member,
        await fetch(`${this.base}/health/live`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }),
      );
    }
    const csrf = [...member.cookies].find(([name]) => name.includes('csrf'))?.[1] ?? '';
    const response = await fetch(`${this.base}${path}`, {
      ...init,
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...member.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        'x-csrf-token': csrf,
      },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    this.remember(member, response);
    return response;
  }

  private remember(member: Member, response: Response): void {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const index = pair.indexOf('=');
      const [name, value] = [pair.slice(0, index), pair.slice(index + 1)];
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(cookie)) member.cookies.delete(name);
      else member.cookies.set(name, value);
    }
  }
}

function newMember(): Member {
  const id = randomBytes(5).toString('hex');
  return {
    email: `fault.${id}@example.com`,
    password: `Heal-${id}-${randomBytes(6).toString('base64url')}`,
    cookies: new Map(),
  };
}

function registrationForm(member: Member): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(registrationFields(member.email, member.password))) form.set(name, value);
  return form;
}

test('every service and the gateway come back after SIGKILL, and no acknowledged write is lost or doubled', async () => {
  test.setTimeout(175_000);
  const began = Date.now();
  const progress = (message: string): void =>
    void process.stdout.write(`[self-healing ${((Date.now() - began) / 1000).toFixed(1)} s] ${message}\n`);
  const { startStack } = (await import(
    join(root, 'infra', 'dist', 'stack.js')
  )) as typeof import('../../infra/src/stack');
  const dataDir = join(root, '.cache', `e2e-self-healing-${process.pid}`);
  await rm(dataDir, { recursive: true, force: true });
  const stack: RunningStack = await startStack({
    dataDir,
    port,
    postgresPort,
    servicePortOffset,
    echo: (name, line) => process.stdout.write(`[${name}] ${line.slice(0, 300)}\n`),
    // Four requests a second from one address must not meet the sign-in limit of 10 a minute.
    extraEnv: E2E_STACK_ENV,
  });
  progress(`stack up on port ${port}`);
  const database = new pg.Client({ connectionString: stack.databaseUrl });
  try {
    await database.connect();
    const client = new Client(`http://127.0.0.1:${port}`);
    const ready = async (url: string): Promise<boolean> => {
      try {
        return (await fetch(url, { signal: AbortSignal.timeout(1000) })).ok;
      } catch {
        return false;
      }
    };
    const readyUrlOf = (name: string): string => stack.processes.find((p) => p.name === name)!.spec.readyUrl!;

    // The load: register, sign in, read `me`, in turn, until the faults are over (bounded in count and time).
    const outages: Outage[] = [];
    const outcomes: Outcome[] = [];
    const attempted: Member[] = [];
    const acknowledged: Member[] = [];
    let loadRunning = true;
    const one = async (operation: Operation): Promise<void> => {
      const startedAt = Date.now();
      const record = (status: Outcome['status']): void =>
        void outcomes.push({ operation, status, startedAt, endedAt: Date.now() });
      try {
        if (operation === 'register') {
          const member = newMember();
          attempted.push(member);
          const response = await client.send(member, '/api/register', {
            method: 'POST',
            body: registrationForm(member),
          });
          const body = (await response.json().catch(() => ({}))) as { user?: { id?: string } };
          if (response.status === 201) acknowledged.push({ ...member, userId: body.user?.id });
          record(response.status);
        } else if (operation === 'sign-in') {
          const member = acknowledged.at(-1);
          if (!member) return;
          const response = await client.send({ ...member, cookies: new Map() }, '/api/auth/signin', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: member.email, password: member.password }),
          });
          await response.body?.cancel();
          record(response.status);
        } else {
          const member = acknowledged.at(-1);
          if (!member) return;
          const response = await client.send(member, '/graphql', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ query: '{ me { id email } }' }),
          });
          await response.body?.cancel();
          record(response.status);
        }
      } catch (error) {
        record((error as Error).name === 'TimeoutError' ? 'timeout' : 'refused');
      }
    };
    const load = (async () => {
      const inFlight: Promise<void>[] = [];
      const operations: Operation[] = ['register', 'me', 'sign-in', 'me'];
      for (let index = 0; loadRunning && index < MAX_REQUESTS; index += 1) {
        inFlight.push(one(operations[index % operations.length]));
        await sleep(LOAD_INTERVAL_MS);
      }
      await Promise.all(inFlight);
    })();

    // The faults: each service, then the gateway, killed with SIGKILL once the previous one is back.
    await sleep(2000);
    const recoveries: { name: string; oldPid: number; newPid: number; backMs: number }[] = [];
    for (const process_ of stack.processes) {
      // Keep the whole test bounded: what could not be killed in time is reported as not back.
      if (Date.now() - began > 125_000) {
        recoveries.push({ name: process_.name, oldPid: process_.pid ?? 0, newPid: 0, backMs: Infinity });
        continue;
      }
      const oldPid = process_.pid!;
      const killedAt = Date.now();
      process.kill(oldPid, 'SIGKILL');
      while (Date.now() - killedAt < 2 * BACK_WITHIN_MS) {
        if (process_.pid && process_.pid !== oldPid && (await ready(readyUrlOf(process_.name)))) break;
        await sleep(100);
      }
      const backMs = Date.now() - killedAt;
      outages.push({ name: process_.name, from: killedAt, to: killedAt + backMs });
      progress(`${process_.name} killed (pid ${oldPid}), ready again after ${(backMs / 1000).toFixed(1)} s`);
      recoveries.push({ name: process_.name, oldPid, newPid: process_.pid ?? 0, backMs });
      const gatewayReady = Date.now();
      while (!(await ready(`http://127.0.0.1:${port}/health/subgraphs`)) && Date.now() - gatewayReady < 15_000) {
        await sleep(100);
      }
      await sleep(1000);
    }
    loadRunning = false;
    await load;
    progress(`load stopped after ${outcomes.length} requests; checking what survived`);

    // What survived: every acknowledged member signs in, exists once, and is projected once by matching.
    const emails = attempted.map((member) => member.email);
    let signInFailures = 0;
    for (const member of acknowledged) {
      const response = await client.send({ ...member, cookies: new Map() }, '/api/auth/signin', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: member.email, password: member.password }),
      });
      await response.body?.cancel();
      if (response.status !== 200) signInFailures += 1;
    }
    const users = await database.query<{ id: string; email: string }>(
      'SELECT id, email FROM identity.users WHERE email = ANY($1)',
      [emails],
    );
    const userIds = users.rows.map((row) => row.id);
    const ackedIds = acknowledged.map((member) => member.userId ?? '');
    const projections = async (): Promise<Map<string, number>> => {
      const { rows } = await database.query<{ user_id: string; n: number }>(
        `SELECT user_id, count(*)::int AS n FROM ${MATCHING_MEMBERS} WHERE user_id = ANY($1::uuid[]) GROUP BY user_id`,
        [userIds],
      );
      return new Map(rows.map((row) => [row.user_id, row.n]));
    };
    let projected = await projections();
    const projectionDeadline = Date.now() + 20_000;
    while (ackedIds.some((id) => !projected.has(id)) && Date.now() < projectionDeadline) {
      await sleep(250);
      projected = await projections();
    }

    const lostWrites = acknowledged.filter((member) => !users.rows.some((row) => row.email === member.email)).length;
    const missingProjections = ackedIds.filter((id) => !projected.has(id)).length;
    const duplicateUsers = users.rowCount! - new Set(users.rows.map((row) => row.email)).size;
    const duplicateProjections = [...projected.values()].filter((n) => n > 1).length;
    const slow = recoveries.filter((recovery) => recovery.backMs > BACK_WITHIN_MS);
    const byStatus = new Map<string, number>();
    for (const outcome of outcomes)
      byStatus.set(String(outcome.status), (byStatus.get(String(outcome.status)) ?? 0) + 1);
    const downDuring = (outcome: Outcome): string[] =>
      outages.filter((o) => outcome.startedAt <= o.to && outcome.endedAt >= o.from).map((o) => o.name);
    const describe = (outcome: Outcome): string =>
      `${outcome.operation} ${outcome.status} while ${downDuring(outcome).join('+') || 'nothing'} was down`;
    const other5xx = outcomes
      .filter((outcome) => typeof outcome.status === 'number' && outcome.status >= 500 && outcome.status !== 503)
      .map(describe);
    // A refused connection is what a client sees while the gateway itself restarts; a hang is never acceptable.
    const unexplained = outcomes
      .filter((o) => o.status === 'timeout' || (o.status === 'refused' && !downDuring(o).includes('gateway')))
      .map(describe);

    const report = [
      '',
      '=== stack self-healing: SIGKILL of each process under load',
      ...recoveries.map(({ name, oldPid, newPid, backMs }) =>
        Number.isFinite(backMs)
          ? `  ${name.padEnd(10)} pid ${oldPid} -> ${newPid}: ready again in ${(backMs / 1000).toFixed(1)} s`
          : `  ${name.padEnd(10)} not killed: the time budget ran out (the stack was slow to start)`,
      ),
      `  requests: ${outcomes.length} (${[...byStatus].map(([status, n]) => `${status}: ${n}`).join(', ')})`,
      `  registrations: ${attempted.length} attempted, ${acknowledged.length} acknowledged (201)`,
      `  acknowledged writes lost: ${lostWrites}; members who cannot sign in: ${signInFailures}; ` +
        `missing matching projections: ${missingProjections}`,
      `  duplicate effects: ${duplicateUsers} duplicate users, ${duplicateProjections} duplicate projections`,
      `  processes back within ${BACK_WITHIN_MS / 1000} s: ${recoveries.length - slow.length}/${recoveries.length}`,
      `  5xx other than 503: ${other5xx.length}${other5xx.length ? ` (${other5xx.join('; ')})` : ''}`,
      `  timeouts, or connections refused while the gateway was up: ${unexplained.length}`,
      '',
    ];
    process.stdout.write(report.join('\n'));

    expect(acknowledged.length, 'the load acknowledged some registrations').toBeGreaterThan(10);
    expect(lostWrites).toBe(0);
    expect(signInFailures).toBe(0);
    expect(missingProjections).toBe(0);
    expect(duplicateUsers).toBe(0);
    expect(duplicateProjections).toBe(0);
    expect(slow).toEqual([]);
    expect(unexplained).toEqual([]);
    expect(other5xx).toEqual([]);
  } finally {
    await database.end().catch(() => undefined);
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
});
