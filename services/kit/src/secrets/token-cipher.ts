import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const VERSION = 'v1';

/**
 * Seals third-party tokens at rest: AES-256-GCM with a fresh IV per token, as "v1.<iv+tag+ciphertext, base64url>".
 * `name` names the key in errors (the env variable it came from).
 */
export class SealedTokenCipher {
  private readonly key: Buffer;

  constructor(base64Key: string, name = 'The token key') {
    this.key = Buffer.from(base64Key, 'base64');
    if (this.key.length !== 32) throw new Error(`${name} must be 32 bytes, base64`);
  }

  seal(token: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
    return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')}`;
  }

  /** The token; throws for anything this key did not seal (a wrong key, a tampered or foreign value). */
  open(sealed: string): string {
    const [version, payload] = sealed.split('.');
    if (version !== VERSION || !payload) throw new Error('Not a sealed token');
    const bytes = Buffer.from(payload, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  }
}
