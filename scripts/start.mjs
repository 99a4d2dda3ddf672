#!/usr/bin/env node
// `npm start`: install (when node_modules is missing or older than the lock file), build what is missing or stale,
// then run the embedded stack (infra/src/run-stack.ts). Uses only Node's own modules, so it runs before an install.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ensureInstalled } from './ensure-installed.mjs';
import { ensureNode24 } from './node-runtime.mjs';

await ensureNode24();

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function newestChange(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
}

const started = Date.now();
ensureInstalled();
run('npx', ['tsc', '-b', 'tsconfig.build.json']);
const webBuilt = existsSync('web/dist/index.html');
if (!webBuilt || newestChange('web/src') > statSync('web/dist/index.html').mtimeMs)
  run('npm', ['run', 'build:web', '--silent']);
process.stdout.write(
  `Install and build checked in ${((Date.now() - started) / 1000).toFixed(1)} s; starting Village...\n`,
);

// The stack runs in a process group of its own, so a Ctrl-C in the terminal reaches this launcher only, which passes
// it on: the stack then stops the gateway, then the services, then the mail server, then PostgreSQL (a terminal's
// SIGINT would otherwise hit all of them at once). The IPC channel tells the stack to stop if this launcher is killed.
const stack = spawn(process.execPath, ['infra/dist/run-stack.js'], {
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  detached: true,
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stack.kill(signal));
stack.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
