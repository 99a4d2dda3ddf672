import { validRegistration } from '../../services/identity/test/factories/registration.factory';
import { SubgraphHttpClient } from '../src/graph/subgraph-http-client';
import { gatewayForFile } from './support/gateway-fixture';
import { Browser, signedInBrowser } from './support/gateway-test-app';

const ALIASES = 10_000;

const ACCOUNT_LIMIT = 5;

// The production defaults: 5000 tokens, 30 aliases, cost 1000.
const stack = gatewayForFile({ GRAPHQL_RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: String(ACCOUNT_LIMIT) });
const memberA = validRegistration({ fullName: 'Alex Aliaser' });
const memberB = validRegistration({ fullName: 'Bea Bystander' });
const memberC = validRegistration({ fullName: 'Cal Caller' });

beforeAll(async () => {
  for (const member of [memberA, memberB, memberC])
    expect((await stack.identity.register(member)).statusCode).toBe(201);
});

const signedIn = (member: { email: string; password: string }): Promise<Browser> =>
  signedInBrowser(stack.gateway, member);

const graphql = (browser: Browser, query: string, ip?: string) =>
  browser.request('POST', '/graphql', { payload: { query }, headers: { 'content-type': 'application/json' }, ip });

/** Requests the gateway sends to a subgraph's /graphql while `work` runs. */
async function subgraphCallsDuring<T>(work: () => Promise<T>): Promise<{ result: T; calls: string[] }> {
  const postSpy = jest.spyOn(SubgraphHttpClient.prototype, 'post');
  try {
    const result = await work();
    const calls = postSpy.mock.calls.map(([endpoint]) => endpoint.url).filter((url) => url.endsWith('/graphql'));
    return { result, calls };
  } finally {
    postSpy.mockRestore();
  }
}

const aliasesOfMe = (count: number) =>
  `{ ${Array.from({ length: count }, (_, index) => `m${index}: me { id fullName }`).join(' ')} }`;

it.each([
  [ALIASES, 'The query is too large: more than 5000 tokens.'],
  [500, 'Too many aliases: 500, the limit is 30.'],
])(
  'refuses %i aliases of `me` before any subgraph is called, while another member’s request is served',
  async (count, refusal) => {
    const alex = await signedIn(memberA);
    const bea = await signedIn(memberB);

    const { result, calls } = await subgraphCallsDuring(async () => {
      const started = performance.now();
      const finished: string[] = [];
      const timed = async (name: string, request: ReturnType<typeof graphql>) => {
        const response = await request;
        finished.push(name);
        return { response, ms: Math.round(performance.now() - started) };
      };
      const [abusive, ordinary] = await Promise.all([
        timed('aliased', graphql(alex, aliasesOfMe(count))),
        timed('ordinary', graphql(bea, '{ me { fullName } }')),
      ]);
      return { abusive, ordinary, finished };
    });
    const { abusive, ordinary, finished } = result;
    process.stdout.write(
      `[abuse] ${count} aliases refused in ${abusive.ms} ms; the other member's query answered in ${ordinary.ms} ms; ` +
        `finished: ${finished.join(', ')}; subgraph calls: ${calls.length}\n`,
    );

    expect(abusive.response.statusCode).toBe(400);
    expect(abusive.response.json().errors.map((error: { message: string }) => error.message)).toContain(refusal);
    expect(abusive.response.json().data).toBeUndefined();
    expect(ordinary.response.statusCode).toBe(200);
    expect(ordinary.response.json()).toEqual({ data: { me: { fullName: 'Bea Bystander' } } });
    // Only the other member's query reached a subgraph: the aliased one never left the gateway.
    expect(calls).toHaveLength(1);
    // The refusal does not wait for the subgraph call the other member's query makes.
    expect(finished[0]).toBe('aliased');
  },
);

it('refuses a query whose computed cost is over the limit, before any subgraph is called', async () => {
  const alex = await signedIn(memberA);
  // 29 aliases (under the alias limit), each selecting 35 fields: 29 × 36 = 1044 points > 1000.
  const fields = Array.from({ length: 35 }, () => 'id').join(' ');
  const costly = `{ ${Array.from({ length: 29 }, (_, index) => `m${index}: me { ${fields} }`).join(' ')} }`;

  const { result, calls } = await subgraphCallsDuring(() => graphql(alex, costly));

  expect(result.statusCode).toBe(400);
  expect(result.json().errors).toEqual([
    expect.objectContaining({
      message: 'Query is too costly: 1044 points, the limit is 1000.',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    }),
  ]);
  expect(calls).toEqual([]);
});

it('answers a mutation the graph does not have with 400 and a clear message', async () => {
  const visitor = new Browser(stack.gateway);
  await visitor.open();

  const response = await graphql(visitor, 'mutation { x }');

  expect(response.statusCode).toBe(400);
  expect(response.json().errors).toEqual([
    expect.objectContaining({
      message: 'Cannot query field "x" on type "Mutation".',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    }),
  ]);
});

it(`limits a member to ${ACCOUNT_LIMIT} GraphQL requests a minute whichever address they come from, with 429 and Retry-After`, async () => {
  const cal = await signedIn(memberC);
  const statuses: number[] = [];
  for (let index = 0; index < ACCOUNT_LIMIT; index += 1) {
    statuses.push((await graphql(cal, '{ me { id } }', `10.1.0.${index + 1}`)).statusCode);
  }

  const over = await graphql(cal, '{ me { id } }', '10.1.0.99');
  const bea = await graphql(await signedIn(memberB), '{ me { fullName } }', '10.1.0.99');

  expect(statuses).toEqual(Array.from({ length: ACCOUNT_LIMIT }, () => 200));
  expect(over.statusCode).toBe(429);
  expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  expect(over.json()).toEqual({
    errors: [{ message: expect.stringMatching(/^Too many requests/), extensions: { code: 'RATE_LIMITED' } }],
  });
  expect(bea.statusCode).toBe(200);
});
