import { Injectable } from '@nestjs/common';
import { Algorithm, hash, verify } from '@node-rs/argon2';

// OWASP's argon2id recommendation: 19 MiB memory, 2 iterations, parallelism 1.
const ARGON2ID = { algorithm: Algorithm.Argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

@Injectable()
export class PasswordHasher {
  /** Verifying against this when the email is unknown keeps both answers equally slow. */
  private dummyHash?: Promise<string>;

  hash(password: string): Promise<string> {
    return hash(password, ARGON2ID);
  }

  async verify(storedHash: string | undefined, password: string): Promise<boolean> {
    try {
      this.dummyHash ??= this.hash('village-timing-equaliser');
      return await verify(storedHash ?? (await this.dummyHash), password);
    } catch {
      return false;
    }
  }
}
