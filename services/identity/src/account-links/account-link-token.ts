import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: what the emailed link carries. */
export const newAccountLinkToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps instead of the token. */
export const hashAccountLinkToken = (token: string): string => createHash('sha256').update(token).digest('hex');
