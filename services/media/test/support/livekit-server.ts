import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const SCRIPT = join(__dirname, '../../../../infra/livekit/livekit.sh');

export interface LivekitServer {
  url: string;
  apiKey: string;
  apiSecret: string;
  /** Stops the server when this helper started it; one given by LIVEKIT_URL is left running. */
  stop(): Promise<void>;
}

/**
 * A real LiveKit for a spec: the one LIVEKIT_URL / LIVEKIT_API_KEY / LIVEKIT_API_SECRET name, else one started with
 * `infra/livekit/livekit.sh` (LIVEKIT_PORT, VILLAGE_INFRA_CACHE as the script reads them; built on first use).
 */
export async function startLivekit(): Promise<LivekitServer> {
  const { LIVEKIT_URL, LIVEKIT_API_KEY, LIVEKIT_API_SECRET } = process.env;
  if (LIVEKIT_URL && LIVEKIT_API_KEY && LIVEKIT_API_SECRET) {
    return { url: LIVEKIT_URL, apiKey: LIVEKIT_API_KEY, apiSecret: LIVEKIT_API_SECRET, stop: async () => undefined };
  }
  const status = await run(SCRIPT, ['status']).then(
    ({ stdout, stderr }) => `${stdout}${stderr}`,
    () => '',
  );
  const alreadyRunning = /\brunning \(pid/.test(status);
  if (!alreadyRunning) await run(SCRIPT, ['start'], { timeout: 20 * 60_000 });
  await run(SCRIPT, ['ready']);
  const { stdout } = await run(SCRIPT, ['env']);
  const env = Object.fromEntries(
    stdout
      .trim()
      .split('\n')
      .map((line) => line.split('=', 2) as [string, string]),
  );
  return {
    url: env.LIVEKIT_URL,
    apiKey: env.LIVEKIT_API_KEY,
    apiSecret: env.LIVEKIT_API_SECRET,
    stop: async () => {
      if (!alreadyRunning) await run(SCRIPT, ['stop']);
    },
  };
}
