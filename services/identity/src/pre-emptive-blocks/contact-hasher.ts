import { Inject, Injectable } from '@nestjs/common';
import { createHmac } from 'node:crypto';
import { IDENTITY_ENV, type IdentityEnv } from '../env';

/** An email address as it is compared: trimmed and lower-cased. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/**
 * The keyed hash (HMAC-SHA256 with PRE_EMPTIVE_BLOCK_KEY) a pre-emptive block keeps instead of the contact: without
 * the key, a copy of the table cannot be matched against a list of addresses.
 */
@Injectable()
export class ContactHasher {
  private readonly key: Buffer;

  constructor(@Inject(IDENTITY_ENV) env: IdentityEnv) {
    this.key = Buffer.from(env.PRE_EMPTIVE_BLOCK_KEY, 'base64');
  }

  email(email: string): string {
    return this.hash(`email:${normaliseEmail(email)}`);
  }

  /** A phone number already in E.164. */
  phone(e164: string): string {
    return this.hash(`phone:${e164}`);
  }

  private hash(contact: string): string {
    return createHmac('sha256', this.key).update(contact).digest('hex');
  }
}
