import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { readRoster } from './roster.js';

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const ROSTER_PATH = join(REPO_ROOT, 'services', 'roster.json');

/** Every service, in the roster's order (services/roster.json). */
export const SERVICES = readRoster(ROSTER_PATH);

export const serviceEntry = (name: string, entry: 'main' | 'migrate'): string =>
  join(REPO_ROOT, 'services', name, 'dist', 'src', `${entry}.js`);

export const gatewayEntry = (): string => join(REPO_ROOT, 'gateway', 'dist', 'src', 'main.js');
export const eventLogMigrateEntry = (): string =>
  join(REPO_ROOT, 'services', 'kit', 'dist', 'src', 'database', 'migrate-event-log-main.js');
/** Creates the event contracts' Kafka topics (the services never create topics). */
export const provisionTopicsEntry = (): string =>
  join(REPO_ROOT, 'services', 'kit', 'dist', 'src', 'events', 'provision-topics-main.js');
export const webDist = (): string => join(REPO_ROOT, 'web', 'dist');
/** The development SMTP server and inbox (infra is built to infra/dist). */
export const devMailEntry = (): string => join(REPO_ROOT, 'infra', 'dist', 'dev-mail', 'main.js');
