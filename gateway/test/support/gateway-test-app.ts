// First: loads @fastify/cookie and cookie (ESM-only) through Node's loader; see native-esm.ts.
import '../../../tests/support/auth/native-esm';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, LightMyRequestResponse } from 'fastify';
import pino from 'pino';
import {
  startIdentity,
  type IdentityTestApp,
  type IdentityTestOptions,
} from '../../../services/identity/test/support/identity-test-app';
import { gatewayEnvSchema } from '../../src/env';
import { buildGateway } from '../../src/server';
import { CSRF_COOKIE } from '../../src/session/cookies';
import { CSRF_HEADER } from '../../src/session/csrf';

/** Nothing listens there: a call fails at once (connection refused). */
export const UNREACHABLE_URL = 'http://127.0.0.1:9';

export interface GatewayTestStack {
  gateway: FastifyInstance;
  identity: IdentityTestApp;
  identityUrl: string;
  close(): Promise<void>;
}

/**
 * The gateway in-process (not listening) in front of a real identity listening on 127.0.0.1 with the spec
 * file's database. Media is not started (the other subgraphs neither): what they would add is unavailable.
 * `envOverrides` are gateway environment variables (limits, timeouts, subgraph URLs).
 */
export async function startGatewayWithIdentity(
  gatewayEnvOverrides: Record<string, string> = {},
  logger: FastifyBaseLogger = pino({ level: 'silent' }),
  identityEnvOverrides: Record<string, string> = {},
  identityOptions: IdentityTestOptions = {},
): Promise<GatewayTestStack> {
  const supergraphPath = join(__dirname, '..', '..', 'supergraph.graphql');
  // Every other subgraph at an address that refuses at once (rather than a host name to look up).
  const otherSubgraphs = Object.fromEntries(
    [...readFileSync(supergraphPath, 'utf8').matchAll(/@join__graph\(name: "([^"]+)"/g)]
      .map((match) => match[1])
      .filter((name) => name !== 'identity')
      .map((name) => [`SUBGRAPH_${name.toUpperCase()}_URL`, `${UNREACHABLE_URL}/graphql`]),
  );
  const identity = await startIdentity(identityEnvOverrides, undefined, identityOptions);
  let gateway: FastifyInstance | undefined;
  try {
    await identity.app.listen(0, '127.0.0.1');
    const identityUrl = (await identity.app.getUrl()).replace('[::1]', '127.0.0.1');
    const env = gatewayEnvSchema.parse({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      // The default path is relative to the built file (dist/src/graph); from source, name it.
      SUPERGRAPH_PATH: supergraphPath,
      IDENTITY_URL: identityUrl,
      MEDIA_URL: UNREACHABLE_URL,
      ...otherSubgraphs,
      JWKS_URL: identity.keys.jwksUrl,
      SUBGRAPH_IDENTITY_URL: `${identityUrl}/graphql`,
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      ...gatewayEnvOverrides,
    });
    gateway = await buildGateway(env, logger);
    await gateway.ready();
    const ready = gateway;
    return {
      gateway: ready,
      identity,
      identityUrl,
      close: async () => {
        await ready.close();
        await identity.close();
      },
    };
  } catch (error) {
    await gateway?.close().catch(() => undefined);
    await identity.close();
    throw error;
  }
}

/** The browser's cookie jar for one visitor: keeps what the gateway sets, sends it back, echoes the CSRF token. */
export class Browser {
  readonly cookies = new Map<string, string>();

  constructor(private readonly gateway: FastifyInstance) {}

  /** Any GET gives the visitor a CSRF token, as loading the web app does. */
  async open(url = '/health/live'): Promise<LightMyRequestResponse> {
    return this.request('GET', url);
  }

  async request(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: {
      payload?: string | Buffer | object;
      headers?: Record<string, string>;
      csrf?: boolean;
      /** The address the request comes from (127.0.0.1 by default). */
      ip?: string;
    } = {},
  ): Promise<LightMyRequestResponse> {
    const csrf = options.csrf !== false && method !== 'GET' ? this.cookies.get(CSRF_COOKIE) : undefined;
    const response = await this.gateway.inject({
      method,
      url,
      payload: options.payload,
      cookies: Object.fromEntries(this.cookies),
      headers: { ...(csrf ? { [CSRF_HEADER]: csrf } : {}), ...options.headers },
      ...(options.ip && { remoteAddress: options.ip }),
    });
    for (const cookie of response.cookies) {
      const expired = cookie.value === '' || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }
}

/** A browser that has loaded the web app (so holds a CSRF token) and signed `member` in. */
export async function signedInBrowser(
  gateway: FastifyInstance,
  member: { email: string; password: string },
): Promise<Browser> {
  const browser = new Browser(gateway);
  await browser.open();
  const response = await browser.request('POST', '/api/auth/signin', {
    payload: { email: member.email, password: member.password },
  });
  expect(response.statusCode).toBe(200);
  return browser;
}

/** Who the gateway takes a request with these cookies to be: `{ me { id } }` (identity alone answers it). */
export async function whoAmI(
  stack: Pick<GatewayTestStack, 'gateway'>,
  cookies: Record<string, string>,
  from = '127.0.0.1',
): Promise<string | null> {
  const response = await stack.gateway.inject({
    method: 'GET',
    url: '/graphql?query=%7Bme%7Bid%7D%7D',
    headers: { 'apollo-require-preflight': 'true' },
    remoteAddress: from,
    cookies,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { me: { id: string } | null } }>().data.me?.id ?? null;
}

/** A multipart/form-data body, as the web app's FormData sends the registration form (every value as text). */
export function registrationMultipart(fields: Record<string, unknown>): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = '----village-gateway-test';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`,
  );
  return {
    payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
