import { join } from 'node:path';
import { startDevMailServer } from './dev-mail-server.js';

// The embedded stack's mail process (supervised like the services): DEV_MAIL_DIR, DEV_MAIL_SMTP_PORT and
// DEV_MAIL_INBOX_PORT come from the stack (infra/src/stack.ts).
const port = (name: string): number => {
  const value = Number(process.env[name]);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    process.stderr.write(`[mail] cannot start: ${name} must be a port number\n`);
    process.exit(1);
  }
  return value;
};

const server = await startDevMailServer({
  dir: process.env.DEV_MAIL_DIR ?? join(process.cwd(), '.village', 'mail'),
  smtpPort: port('DEV_MAIL_SMTP_PORT'),
  inboxPort: port('DEV_MAIL_INBOX_PORT'),
  onReceived: (id, to) =>
    process.stdout.write(`${new Date().toISOString()} received ${id} (${to.length} recipients)\n`),
});
process.stdout.write(`SMTP on ${server.smtpUrl}, inbox on ${server.inboxUrl}\n`);

const stop = (): void => {
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
