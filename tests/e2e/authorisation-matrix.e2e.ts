import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { Kind, parse } from 'graphql';
import { GRAPH_POLICY, REST_POLICY, send, type GraphOutcome, type Outcome } from './authorisation/access-policy';
import { clientFor, ROLES, type Role, type RoleClient } from './support/api-roles';

const SUPERGRAPH = join(import.meta.dirname, '..', '..', 'gateway', 'supergraph.graphql');
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

function rootFieldsOfSupergraph(): string[] {
  const fields: string[] = [];
  for (const definition of parse(readFileSync(SUPERGRAPH, 'utf8')).definitions) {
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION && definition.kind !== Kind.OBJECT_TYPE_EXTENSION) continue;
    const type = definition;
    if (!['Query', 'Mutation', 'Subscription'].includes(type.name.value)) continue;
    for (const field of type.fields ?? []) fields.push(`${type.name.value}.${field.name.value}`);
  }
  return fields.sort();
}

function describeOutcome(outcome: Outcome | GraphOutcome): string {
  if (outcome === 'allowed') return 'is allowed';
  return outcome === 'answered' ? 'is answered' : `gets ${outcome}`;
}

test.describe.configure({ mode: 'serial' });

const clients = new Map<Role, RoleClient>();
test.beforeAll(async ({ baseURL }) => {
  for (const role of ROLES) clients.set(role, await clientFor(role, baseURL!));
});
test.afterAll(async () => {
  await Promise.all([...clients.values()].map((client) => client.dispose()));
});

test('every /api operation of the OpenAPI document has a policy entry, and every entry an operation', async () => {
  const document = (await (await clients.get('visitor')!.http.get('/api/openapi.json')).json()) as {
    paths: Record<string, Partial<Record<(typeof METHODS)[number], unknown>>>;
  };
  const operations = Object.entries(document.paths)
    .flatMap(([path, item]) => METHODS.filter((method) => item[method]).map((m) => `${m.toUpperCase()} ${path}`))
    .filter((operation) => operation.split(' ')[1].startsWith('/api/'))
    .sort();
  expect(operations.length).toBeGreaterThan(0);
  expect(Object.keys(REST_POLICY).sort()).toEqual(operations);
});

test('every root field of the supergraph has a policy entry, and every entry a field', async () => {
  expect(Object.keys(GRAPH_POLICY).sort()).toEqual(rootFieldsOfSupergraph());
});

for (const [operation, policy] of Object.entries(REST_POLICY)) {
  const [method] = operation.split(' ');
  for (const [role, outcome] of Object.entries(policy.outcomes) as [Exclude<Role, 'anotherMember'>, Outcome][]) {
    test(`${operation}: ${role} ${describeOutcome(outcome)}`, async ({ baseURL }) => {
      const client = policy.changesSession ? await clientFor(role, baseURL!) : clients.get(role)!;
      try {
        const response = await send(client.http, client.csrfToken, method, policy.call(role));
        if (outcome === 'allowed') expect(response.status(), await response.text()).toBeLessThan(400);
        else expect(response.status(), await response.text()).toBe(outcome);
      } finally {
        if (policy.changesSession) await client.dispose();
      }
    });
  }
  const owned = policy.owned;
  if (owned) {
    test(`${operation}: another member gets ${owned.anotherMember} on the member's object, which stays unchanged`, async () => {
      const owner = clients.get('member')!;
      const intruder = clients.get('anotherMember')!;
      const call = await owned.create(owner);
      const before = await owned.snapshot(owner, call);
      const response = await send(intruder.http, intruder.csrfToken, method, call);
      expect(response.status(), await response.text()).toBe(owned.anotherMember);
      expect(await owned.snapshot(owner, call)).toEqual(before);
    });
  }
}

for (const [field, policy] of Object.entries(GRAPH_POLICY)) {
  for (const [role, outcome] of Object.entries(policy.outcomes) as [Exclude<Role, 'anotherMember'>, GraphOutcome][]) {
    test(`${field}: ${role} ${describeOutcome(outcome)}`, async ({ baseURL }) => {
      const client = clients.get(role)!;
      const response = await client.http.post('/graphql', {
        data: { query: policy.query },
        headers: { 'x-csrf-token': client.csrfToken, 'content-type': 'application/json' },
      });
      const body = (await response.json()) as {
        data?: Record<string, unknown> | null;
        errors?: { extensions?: { code?: string } }[];
      };
      const name = field.split('.')[1];
      if (outcome === 'allowed') {
        expect(body.errors, JSON.stringify(body)).toBeUndefined();
        // Present, whatever the value: a count of 0 or a `false` is an answer too ('null' is its own outcome).
        expect(body.data?.[name] ?? null).not.toBeNull();
      } else if (outcome === 'answered') {
        expect(body.errors, JSON.stringify(body)).toBeUndefined();
        expect(body.data && name in body.data, JSON.stringify(body)).toBe(true);
      } else if (outcome === 'null') {
        expect(body.errors, JSON.stringify(body)).toBeUndefined();
        expect(body.data?.[name]).toBeNull();
      } else {
        expect(
          body.errors?.map((error) => error.extensions?.code),
          JSON.stringify(body),
        ).toContain(outcome);
      }
      // The account's sessions ended: later checks get a new client of the role (a new sign-in).
      if (policy.changesSession && role !== 'visitor') {
        await client.dispose();
        clients.set(role, await clientFor(role, baseURL!));
      }
    });
  }
}
