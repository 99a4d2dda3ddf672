import { join } from 'node:path';
import type { CallNamespace } from '../../../infra/src/call-namespace/call-namespace';

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
  const { startLiveKit } = (await import(
    join(root, 'infra', 'dist', 'call-namespace', 'livekit-server.js')
  )) as typeof import('../../../infra/src/call-namespace/livekit-server');
  const liveKit = await startLiveKit(namespace, liveKitPort(stackPort)).catch(async (error: unknown) => {
    await namespace.close();
    throw error;
  });
  process.env[CALL_CHROMIUM_ENV] = namespace.chromiumPath;
  return {
    stackEnv: liveKit.env,
    close: async () => {
      await liveKit.stop().catch(() => undefined);
      await namespace.close();
    },
  };
}
