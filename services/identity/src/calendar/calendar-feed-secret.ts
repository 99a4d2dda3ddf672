import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, URL-safe: the only copy is the one handed to the member. */
export const newCalendarFeedSecret = (): string => randomBytes(32).toString('base64url');

export const hashCalendarFeedSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** What a secret looks like (43 base64url characters); anything else names no feed without a database look-up. */
export const looksLikeCalendarFeedSecret = (secret: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(secret);
