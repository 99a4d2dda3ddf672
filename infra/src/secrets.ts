import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';

export interface StackSecrets {
  postgresPassword: string;
  jwtPrivateKey: string;
  adminEmail: string;
  adminPassword: string;
  /** identity's MFA_ENCRYPTION_KEY: 32 random bytes, base64, sealing members' TOTP secrets. */
  mfaEncryptionKey: string;
  /** EXTERNAL_SIGN_IN_KEY of identity and the gateway: 32 random bytes, base64, signing social sign-in claims. */
  externalSignInKey: string;
  /** identity's PRE_EMPTIVE_BLOCK_KEY: 32 random bytes, base64, keying the hashes of pre-emptively blocked emails. */
  preEmptiveBlockKey: string;
}

function generateSecrets(): StackSecrets {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    postgresPassword: randomBytes(18).toString('base64url'),
    jwtPrivateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    adminEmail: 'admin@village.local',
    adminPassword: randomBytes(12).toString('base64url'),
    mfaEncryptionKey: randomBytes(32).toString('base64'),
    externalSignInKey: randomBytes(32).toString('base64'),
    preEmptiveBlockKey: randomBytes(32).toString('base64'),
  };
}

/**
 * Secrets of the embedded stack: made on the first start, kept (mode 600) so a second start keeps its data. A
 * secret added since the file was made is generated and written into it, the others kept.
 */
export async function loadOrCreateSecrets(path: string): Promise<StackSecrets> {
  if (existsSync(path)) {
    const kept = JSON.parse(await readFile(path, 'utf8')) as Partial<StackSecrets>;
    const missing = Object.keys(generateSecrets()).filter((key) => !(key in kept));
    if (missing.length === 0) return kept as StackSecrets;
    const completed = { ...generateSecrets(), ...kept };
    await writeFile(path, JSON.stringify(completed, null, 2), { mode: 0o600 });
    return completed;
  }
  const secrets = generateSecrets();
  await writeFile(path, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
