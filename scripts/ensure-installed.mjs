// Runs `npm install` when node_modules is missing or older than the lock file. Node's own modules only, so the
// README's commands work on a fresh clone.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

export function ensureInstalled() {
  const installed = 'node_modules/.package-lock.json';
  if (existsSync(installed) && statSync('package-lock.json').mtimeMs <= statSync(installed).mtimeMs) return;
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
