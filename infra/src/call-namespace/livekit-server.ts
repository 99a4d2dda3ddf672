import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const script = join(import.meta.dirname, '..', '..', 'livekit', 'livekit.sh');

/** LiveKit's development-mode keys (public knowledge): what infra/livekit/livekit.sh starts it with. */
export const LIVEKIT_DEV_KEYS = { LIVEKIT_API_KEY: 'devkey', LIVEKIT_API_SECRET: 'secret' } as const;

export interface RunningLiveKit {
  /** What media needs, and what the gateway lets browsers reach (its CSP). */
  env: NodeJS.ProcessEnv;
  stop(): Promise<void>;
}

/**
 * Starts infra/livekit (built on first use) inside the call namespace, on its own address: the browsers there reach
 * its media without leaving the namespace, and media reaches its API over TCP through the veth pair.
 */
export async function startLiveKit(
  namespace: { name: string; guestAddress: string },
  port: number,
): Promise<RunningLiveKit> {
  const host = namespace.guestAddress;
  const liveKit = (command: string) =>
    run(script, [command], {
      env: { ...process.env, LIVEKIT_HOST: host, LIVEKIT_PORT: String(port), LIVEKIT_NETNS: namespace.name },
      timeout: 15 * 60_000,
    });
  await liveKit('start');
  await liveKit('ready');
  const url = `ws://${host}:${port}`;
  return {
    env: { LIVEKIT_URL: url, LIVEKIT_PUBLIC_URL: url, ...LIVEKIT_DEV_KEYS },
    stop: async () => {
      await liveKit('stop');
    },
  };
}
