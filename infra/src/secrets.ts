import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';

export interface StackSecrets {
  postgresPassword: string;
  jwtPrivateKey: string;
  adminEmail: string;
  adminPassword: string;
}

function generateSecrets(): StackSecrets {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    postgresPassword: randomBytes(18).toString('base64url'),
    jwtPrivateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    adminEmail: 'admin@village.local',
    adminPassword: randomBytes(12).toString('base64url'),
  };
}

/** Secrets of the embedded stack: made on the first start, kept (mode 600) so a second start keeps its data. */
export async function loadOrCreateSecrets(path: string): Promise<StackSecrets> {
  if (existsSync(path)) return JSON.parse(await readFile(path, 'utf8')) as StackSecrets;
  const secrets = generateSecrets();
  await writeFile(path, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
