import { z } from 'zod';
import commonPasswords from './common-passwords.json';

const COMMON_PASSWORDS: ReadonlySet<string> = new Set(commonPasswords);

export const PASSWORD_TOO_SHORT = 'Password must be at least 8 characters';
export const PASSWORD_TOO_COMMON = 'This password is too common. Please choose one that is harder to guess.';
export const PASSWORD_IS_EMAIL = 'Your password must not be your email address. Please choose another one.';

/** One of the 10,000 most common passwords (see common-passwords.NOTICE.md), ignoring case. */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/** The member's own email, or the part before the @, ignoring case and surrounding spaces. */
export function isOwnEmail(password: string, email: string): boolean {
  const candidate = password.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  const localPart = address.split('@')[0];
  return candidate === address || candidate === localPart;
}

/** The rules every new password meets: length first (the spec's messages), then not common. */
export const newPasswordSchema = z
  .string({ error: PASSWORD_TOO_SHORT })
  .min(8, PASSWORD_TOO_SHORT)
  .max(256, 'Password must be under 256 characters')
  .refine((password) => !isCommonPassword(password), PASSWORD_TOO_COMMON);
