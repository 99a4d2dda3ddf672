import { Inject, Injectable } from '@nestjs/common';
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { IDENTITY_ENV, type IdentityEnv } from '../env';

export interface SealedSecret {
  keyId: string;
  ciphertext: string;
}

const IV_BYTES = 12;

/** A key's id: the first 8 bytes of its SHA-256, in hex. Names the key without revealing it. */
export const mfaKeyIdOf = (key: Buffer): string => createHash('sha256').update(key).digest('hex').slice(0, 16);

/**
 * Seals TOTP secrets with AES-256-GCM under MFA_ENCRYPTION_KEY. The member's id is the additional authenticated
 * data: a sealed secret copied to another member's row does not open. Secrets sealed by a key listed in
 * MFA_ENCRYPTION_PREVIOUS_KEYS still open (`needsResealing` says so), which is how the key rotates.
 */
@Injectable()
export class MfaSecretCipher {
  private readonly current: { id: string; key: Buffer };
  private readonly keys: Map<string, Buffer>;

  constructor(@Inject(IDENTITY_ENV) env: IdentityEnv) {
    const current = Buffer.from(env.MFA_ENCRYPTION_KEY, 'base64');
    this.current = { id: mfaKeyIdOf(current), key: current };
    const previous = (env.MFA_ENCRYPTION_PREVIOUS_KEYS ?? []).map((key) => Buffer.from(key, 'base64'));
    this.keys = new Map([...previous, current].map((key) => [mfaKeyIdOf(key), key]));
  }

  seal(secret: string, userId: string): SealedSecret {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.current.key, iv);
    cipher.setAAD(Buffer.from(userId));
    const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    const parts = [iv, ciphertext, cipher.getAuthTag()].map((part) => part.toString('base64url'));
    return { keyId: this.current.id, ciphertext: parts.join('.') };
  }

  /** The secret; throws when the key is unknown or the ciphertext was altered or belongs to another member. */
  open(sealed: SealedSecret, userId: string): string {
    const key = this.keys.get(sealed.keyId);
    if (!key)
      throw new Error(`MFA secret sealed by unknown key ${sealed.keyId}: add it to MFA_ENCRYPTION_PREVIOUS_KEYS`);
    const [iv, ciphertext, tag] = sealed.ciphertext.split('.').map((part) => Buffer.from(part, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAAD(Buffer.from(userId));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
  }

  needsResealing(sealed: SealedSecret): boolean {
    return sealed.keyId !== this.current.id;
  }
}
