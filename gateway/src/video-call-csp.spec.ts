// First: loads @fastify/cookie and cookie (ESM-only) through Node's loader; see native-esm.ts.
import '../../tests/support/auth/native-esm';
import { offlineGateway } from '../test/support/offline-gateway';
import { connectSources } from './server';

const connectSrcOf = async (overrides: Record<string, string>): Promise<string | undefined> => {
  const { app } = await offlineGateway(overrides);
  try {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    return String(response.headers['content-security-policy'])
      .split(';')
      .map((directive) => directive.trim())
      .find((directive) => directive.startsWith('connect-src'));
  } finally {
    await app.close();
  }
};

describe("the call page's connections (CSP connect-src)", () => {
  it('allow the LiveKit server browsers reach for large calls', async () => {
    expect(await connectSrcOf({ LIVEKIT_PUBLIC_URL: 'wss://livekit.village.test' })).toBe(
      "connect-src 'self' https://api.stripe.com wss://livekit.village.test",
    );
  });

  it('allow nothing more without one', async () => {
    expect(await connectSrcOf({})).toBe("connect-src 'self' https://api.stripe.com");
  });

  it('name LiveKit by its origin only', () => {
    expect(connectSources('ws://localhost:7880/rtc')).toContain('ws://localhost:7880');
  });
});
