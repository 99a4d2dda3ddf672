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

/** Starts infra/livekit (built on first use) on `host`:`port`, where both media and the browsers reach it. */
export async function startLiveKit(host: string, port: number): Promise<RunningLiveKit> {
  const liveKit = (command: string) =>
    run(script, [command], {
      env: { ...process.env, LIVEKIT_HOST: host, LIVEKIT_PORT: String(port) },
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
