import { join } from 'node:path';
import { startStack } from './stack.js';
import { REPO_ROOT } from './stack-layout.js';

const started = Date.now();
const port = Number(process.env.PORT ?? 8080);
const stack = await startStack({
  dataDir: process.env.VILLAGE_DATA_DIR ?? join(REPO_ROOT, '.village'),
  port,
  postgresPort: Number(process.env.VILLAGE_POSTGRES_PORT ?? 54320),
});

process.stdout.write(
  [
    '',
    `Village is running at ${stack.url} (started in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    `Sign in as the first admin: ${stack.adminEmail} / ${stack.adminPassword}`,
    `Logs: ${join(process.env.VILLAGE_DATA_DIR ?? join(REPO_ROOT, '.village'), 'logs')}. Press Ctrl-C to stop.`,
    '',
  ].join('\n'),
);

let stopping = false;
const shutdown = (): void => {
  if (stopping) return;
  stopping = true;
  process.stdout.write('\nStopping Village...\n');
  stack.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      process.stderr.write(`${String(error)}\n`);
      process.exit(1);
    },
  );
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

for (const managed of stack.processes) {
  void managed.exited.then((code) => {
    if (!stopping) {
      process.stderr.write(`${managed.name} stopped unexpectedly (exit code ${code}); stopping the stack.\n`);
      shutdown();
    }
  });
}
