import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const SERVICES = [
  { name: 'identity', port: 4101 },
  { name: 'listings', port: 4102 },
  { name: 'bookings', port: 4103 },
  { name: 'community', port: 4104 },
  { name: 'matching', port: 4105 },
  { name: 'media', port: 4106 },
  { name: 'social', port: 4107 },
] as const;

export type ServiceName = (typeof SERVICES)[number]['name'];

export const serviceEntry = (name: ServiceName, entry: 'main' | 'migrate'): string =>
  join(REPO_ROOT, 'services', name, 'dist', 'src', `${entry}.js`);

export const gatewayEntry = (): string => join(REPO_ROOT, 'gateway', 'dist', 'src', 'main.js');
export const eventLogMigrateEntry = (): string =>
  join(REPO_ROOT, 'services', 'kit', 'dist', 'src', 'database', 'migrate-event-log-main.js');
export const webDist = (): string => join(REPO_ROOT, 'web', 'dist');
