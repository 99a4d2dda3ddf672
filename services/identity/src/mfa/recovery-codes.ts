import { createHash, randomInt } from 'node:crypto';

export const RECOVERY_CODE_COUNT = 10;
/** Lower-case letters and digits without the ones people confuse (0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUPS = 4;
const GROUP_LENGTH = 4;

/**
 * Recovery codes: 16 characters from a 31-letter alphabet (about 79 bits each), shown as `abcd-efgh-jkmn-pqrs`.
 * With that much entropy a fast hash is enough: SHA-256 cannot be reversed by guessing, and it lets a code be
 * found by its hash in one indexed lookup (a salted slow hash would mean checking every code of the member).
 */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: GROUPS }, () =>
      Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
    ).join('-'),
  );
}

/** The code as typed (any case, spaces or dashes anywhere), reduced to its 16 characters. */
export const normaliseRecoveryCode = (typed: string): string => typed.toLowerCase().replace(/[\s-]/g, '');

export const hashRecoveryCode = (code: string): string =>
  createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex');
