import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { CallNamespace } from '../../../infra/src/call-namespace/call-namespace';

const run = promisify(execFile);
const root = join(import.meta.dirname, '..', '..', '..');

/** LiveKit listens next to the stack's port (clear of the mail ports, +25/+26, and the OpenID stand-in, +37). */
export const liveKitPort = (stackPort: number): number => stackPort + 41;

/** What the video browser tests read: the launcher that runs Chromium inside the call namespace, or why there is none. */
export const CALL_CHROMIUM_ENV = 'E2E_CALL_CHROMIUM';
export const CALL_NETWORK_UNAVAILABLE_ENV = 'E2E_CALL_NETWORK_UNAVAILABLE';

export interface CallNetwork {
  /** For the stack: media's LiveKit settings and the address the gateway's CSP lets browsers reach it on. */
  stackEnv: NodeJS.ProcessEnv;
  close(): Promise<void>;
}

/**
 * The video tests' network: a namespace for the browsers (ICE needs an interface other than loopback) and a LiveKit
 * server on the host's end of its veth pair, which browsers reach directly. Null, with the reason in the environment,
 * where namespaces cannot be made (not root); the video tests then skip saying so, and fail under CI.
 */
export async function openCallNetwork(stackPort: number, workDir: string): Promise<CallNetwork | null> {
  const namespaces = (await import(
    join(root, 'infra', 'dist', 'call-namespace', 'call-namespace.js')
  )) as typeof import('../../../infra/src/call-namespace/call-namespace');
  const unavailable = await namespaces.callNamespaceUnavailable();
  if (unavailable) {
    process.env[CALL_NETWORK_UNAVAILABLE_ENV] = unavailable;
    return null;
  }
  const namespace: CallNamespace = await namespaces.openCallNamespace({
    id: (stackPort % 249) + 1,
    relayPorts: [stackPort],
    dir: workDir,
    chromium: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  });
  const liveKit = liveKitScript(namespace.hostAddress, liveKitPort(stackPort));
  try {
    await liveKit('start');
    await liveKit('ready');
  } catch (error) {
    await namespace.close();
    throw error;
  }
  process.env[CALL_CHROMIUM_ENV] = namespace.chromiumPath;
  const liveKitUrl = `ws://${namespace.hostAddress}:${liveKitPort(stackPort)}`;
  return {
    stackEnv: {
      LIVEKIT_URL: liveKitUrl,
      LIVEKIT_API_KEY: 'devkey',
      LIVEKIT_API_SECRET: 'secret',
      LIVEKIT_PUBLIC_URL: liveKitUrl,
    },
    close: async () => {
      await liveKit('stop').catch(() => undefined);
      await namespace.close();
    },
  };
}

function liveKitScript(host: string, port: number): (command: string) => Promise<void> {
  const script = join(root, 'infra', 'livekit', 'livekit.sh');
  return async (command) => {
    await run(script, [command], {
      env: { ...process.env, LIVEKIT_HOST: host, LIVEKIT_PORT: String(port) },
      timeout: 15 * 60_000,
    });
  };
}
