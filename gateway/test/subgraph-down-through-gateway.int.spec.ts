import { createServer, type Server, type Socket } from 'node:net';
import { validRegistration } from '../../services/identity/test/factories/registration.factory';
import { UNAVAILABLE_MESSAGE } from '../src/errors/gateway.errors';
import { Browser, signedInBrowser, startGatewayWithIdentity, type GatewayTestStack } from './support/gateway-test-app';

const SUBGRAPH_TIMEOUT_MS = 500;

let stack: GatewayTestStack;
let hungSubgraph: Server;
const heldSockets: Socket[] = [];
let identityStopped = false;
const member = validRegistration({ fullName: 'Dana Downtime' });

/** A subgraph that accepts connections and never answers. */
async function startHungSubgraph(): Promise<string> {
  hungSubgraph = createServer((socket) => heldSockets.push(socket));
  await new Promise<void>((resolve) => hungSubgraph.listen(0, '127.0.0.1', resolve));
  const address = hungSubgraph.address() as { port: number };
  return `http://127.0.0.1:${address.port}/graphql`;
}

beforeAll(async () => {
  // media (and the other subgraphs) are not started; social accepts and never answers.
  stack = await startGatewayWithIdentity({
    SUBGRAPH_SOCIAL_URL: await startHungSubgraph(),
    SUBGRAPH_TIMEOUT_MS: String(SUBGRAPH_TIMEOUT_MS),
  });
  expect((await stack.identity.register(member)).statusCode).toBe(201);
});

afterAll(async () => {
  await stack?.gateway.close();
  if (!identityStopped) await stack?.identity.close();
  for (const socket of heldSockets) socket.destroy();
  await new Promise((resolve) => hungSubgraph?.close(resolve));
});

const signedIn = (): Promise<Browser> => signedInBrowser(stack.gateway, member);

const graphql = (browser: Browser, query: string) =>
  browser.request('POST', '/graphql', { payload: { query }, headers: { 'content-type': 'application/json' } });

describe('while media is down', () => {
  it('still signs the member in and answers /api/auth/user, with the photo unknown', async () => {
    const browser = await signedIn();

    const response = await browser.request('GET', '/api/auth/user');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: member.email, fullName: 'Dana Downtime', profileImageUrl: null });
  });

  it("serves identity's fields of a GraphQL query and says media's are unavailable (partial data: 200)", async () => {
    const browser = await signedIn();

    const response = await graphql(browser, '{ me { fullName profileImageUrl } }');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { me: { fullName: 'Dana Downtime', profileImageUrl: null } },
      errors: [expect.objectContaining({ message: UNAVAILABLE_MESSAGE, extensions: { code: 'SERVICE_UNAVAILABLE' } })],
    });
  });
});

describe('while a subgraph hangs', () => {
  it(`gives up after ${SUBGRAPH_TIMEOUT_MS} ms and answers 503 SERVICE_UNAVAILABLE, never waiting on it`, async () => {
    const visitor = new Browser(stack.gateway);
    await visitor.open();

    const started = performance.now();
    const response = await graphql(visitor, '{ socialStatus { service } }');
    process.stdout.write(
      `[down] hung subgraph answered as unavailable after ${Math.round(performance.now() - started)} ms\n`,
    );

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      data: null,
      errors: [expect.objectContaining({ message: UNAVAILABLE_MESSAGE, extensions: { code: 'SERVICE_UNAVAILABLE' } })],
    });
    expect(heldSockets.length).toBeGreaterThan(0);
  });
});

describe('/health/ready and /health/subgraphs', () => {
  it('keeps the gateway ready while subgraphs are down: it can still serve what does not need them', async () => {
    const response = await stack.gateway.inject({ method: 'GET', url: '/health/ready' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('names the parts that are down in /health/subgraphs', async () => {
    const response = await stack.gateway.inject({ method: 'GET', url: '/health/subgraphs' });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'not-ready',
      parts: {
        identity: 'up',
        listings: 'down',
        bookings: 'down',
        community: 'down',
        matching: 'down',
        media: 'down',
        social: 'down',
      },
    });
  });
});

describe('while identity is down', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await signedIn();
    await stack.identity.close({ keepKeys: true });
    identityStopped = true;
  });

  afterAll(async () => {
    await stack.identity.keys.close();
  });

  it('answers a GraphQL query that needs it with 503 SERVICE_UNAVAILABLE', async () => {
    const response = await graphql(browser, '{ me { fullName } }');

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      data: { me: null },
      errors: [expect.objectContaining({ message: UNAVAILABLE_MESSAGE, extensions: { code: 'SERVICE_UNAVAILABLE' } })],
    });
  });

  it(`answers the REST adapters with 503 '${UNAVAILABLE_MESSAGE}'`, async () => {
    const user = await browser.request('GET', '/api/auth/user');
    const signIn = await browser.request('POST', '/api/auth/signin', {
      payload: { email: member.email, password: member.password },
    });

    for (const response of [user, signIn]) {
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: UNAVAILABLE_MESSAGE, code: 'UNAVAILABLE' });
      expect(response.headers['retry-after']).toBe('5');
    }
  });

  it('says so in /health/subgraphs, while /health/ready stays 200', async () => {
    const parts = await stack.gateway.inject({ method: 'GET', url: '/health/subgraphs' });
    const ready = await stack.gateway.inject({ method: 'GET', url: '/health/ready' });

    expect(parts.statusCode).toBe(503);
    expect(parts.json().parts.identity).toBe('down');
    expect(ready.statusCode).toBe(200);
  });
});
