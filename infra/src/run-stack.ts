import { join } from 'node:path';
import { startStack } from './stack.js';
import { REPO_ROOT } from './stack-layout.js';

const started = Date.now();
const port = Number(process.env.PORT ?? 8080);
const dataDir = process.env.VILLAGE_DATA_DIR ?? join(REPO_ROOT, '.village');
const stackStarting = startStack({
  dataDir,
  port,
  postgresPort: Number(process.env.VILLAGE_POSTGRES_PORT ?? 54320),
  servicePortOffset: Number(process.env.VILLAGE_SERVICE_PORT_OFFSET ?? 0),
  echo: (name, line) => process.stderr.write(`[${name}] ${line}\n`),
});

// Ctrl-C, SIGTERM, or the parent (scripts/start.mjs) going away: the gateway stops first, then the services, then
// the mail server, then PostgreSQL. A second signal while stopping is ignored; the stop is bounded by the supervisor's grace period.
let stopping = false;
const shutdown = (why: string): void => {
  if (stopping) return;
  stopping = true;
  process.stdout.write(
    `\n${why}: stopping Village (the gateway, then the services, then the mail server, then PostgreSQL)...\n`,
  );
  stackStarting
    .then((stack) => stack.stop())
    .then(
      () => {
        process.stdout.write('Village stopped.\n');
        process.exit(0);
      },
      (error: unknown) => {
        process.stderr.write(`${String(error)}\n`);
        process.exit(1);
      },
    );
};
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGHUP', () => shutdown('SIGHUP'));
if (process.channel) process.on('disconnect', () => shutdown('the launcher went away'));

const stack = await stackStarting.catch((error: unknown) => {
  process.stderr.write(`Village could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
if (!stopping) {
  process.stdout.write(
    [
      '',
      `Village is running at ${stack.url} (started in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
      `Sign in as the first admin: ${stack.adminEmail} / ${stack.adminPassword}`,
      `Email the platform sends (development inbox): ${stack.inboxUrl}`,
      `Logs: ${stack.logDir}. A process that stops is restarted. Press Ctrl-C to stop.`,
      '',
    ].join('\n'),
  );
}
