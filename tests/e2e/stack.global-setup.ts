import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { startGoogleCalendarStandIn } from '../support/google-calendar-standin';
import { startSocialPlatformsStandIn } from '../support/social-platforms/stand-in-server';
import { openCallNetwork } from './support/call-network';
import { socialPlatformsStandInPort } from './support/social-platforms';
import { E2E_STACK_ENV, oidcStandInPort } from './support/stack-env';

const root = join(import.meta.dirname, '..', '..');

/**
 * Starts the whole embedded stack on a fresh data folder, unless E2E_BASE_URL points at a running one, or
 * E2E_SHARED_STACK=off says the tests run start their own (stack-self-healing.e2e.ts alone: `make test-self-healing`).
 */
export default async function startStackForE2e(): Promise<() => Promise<void>> {
  if (process.env.E2E_BASE_URL || process.env.E2E_SHARED_STACK === 'off') return async () => {};
  const { startStack } = (await import(
    join(root, 'infra', 'dist', 'stack.js')
  )) as typeof import('../../infra/src/stack');
  const dataDir = join(root, '.cache', `e2e-stack-${process.pid}`);
  await rm(dataDir, { recursive: true, force: true });
  const port = Number(process.env.E2E_PORT ?? 18080);
  // Google sign-in goes to a local OpenID provider; Facebook stays unconfigured, so its "not set up" state shows.
  const { startOidcStandIn } = (await import(
    join(root, 'infra', 'dist', 'oidc-stand-in.js')
  )) as typeof import('../../infra/src/oidc-stand-in');
  const google = await startOidcStandIn({
    port: oidcStandInPort(port),
    redirectUri: `http://localhost:${port}/api/auth/google/callback`,
  });
  // X publishes to a local stand-in of its API (Facebook, Instagram and LinkedIn stay sandbox).
  const platforms = await startSocialPlatformsStandIn({ port: socialPlatformsStandInPort(port) }).catch(
    async (error: unknown) => {
      await google.stop();
      throw error;
    },
  );
  const socialEnv = { ...platforms.env.x, SOCIAL_TOKEN_KEY: randomBytes(32).toString('base64') };
  // Google Calendar's OAuth and Calendar API: a local stand-in (tests/support/google-calendar-standin.ts).
  const calendar = await startGoogleCalendarStandIn();
  const calendarEnv = {
    GOOGLE_CALENDAR_CLIENT_ID: calendar.clientId,
    GOOGLE_CALENDAR_CLIENT_SECRET: calendar.clientSecret,
    GOOGLE_CALENDAR_TOKEN_KEY: randomBytes(32).toString('base64'),
    GOOGLE_CALENDAR_AUTH_URL: calendar.authUrl,
    GOOGLE_CALENDAR_TOKEN_URL: calendar.tokenUrl,
    GOOGLE_CALENDAR_API_URL: calendar.apiUrl,
  };
  const callNetwork = await openCallNetwork(port, join(root, '.cache')).catch(async (error: unknown) => {
    await calendar.close();
    await platforms.stop();
    await google.stop();
    throw error;
  });
  const stack = await startStack({
    dataDir,
    port,
    postgresPort: Number(process.env.E2E_POSTGRES_PORT ?? 54339),
    servicePortOffset: Number(process.env.E2E_SERVICE_PORT_OFFSET ?? 1000),
    echo: (name, line) => process.stdout.write(`[${name}] ${line}\n`),
    extraEnv: { ...E2E_STACK_ENV, ...google.gatewayEnv, ...callNetwork?.stackEnv, ...socialEnv, ...calendarEnv },
  }).catch(async (error: unknown) => {
    await callNetwork?.close();
    await calendar.close();
    await platforms.stop();
    await google.stop();
    throw error;
  });
  process.env.E2E_ADMIN_EMAIL = stack.adminEmail;
  process.env.E2E_ADMIN_PASSWORD = stack.adminPassword;
  // The development inbox, read by tests/e2e/support/inbox.ts.
  process.env.E2E_INBOX_URL = stack.inboxUrl;
  // For a test that lets a booked day pass (tests/e2e/support/booked-day-passes.ts).
  process.env.E2E_DATABASE_URL = stack.databaseUrl;
  // Media's buckets (its local object store), searched by the erasure test (tests/e2e/web-erase-account.e2e.ts).
  process.env.E2E_OBJECTS_DIR = join(dataDir, 'objects');
  return async () => {
    await stack.stop();
    await callNetwork?.close();
    await calendar.close();
    await platforms.stop();
    await google.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
