import { randomBytes } from 'node:crypto';
import { SealedTokenCipher } from './token-cipher';

const key = () => randomBytes(32).toString('base64');

it('seals a token so that only the same key opens it, with a fresh IV each time', () => {
  const cipher = new SealedTokenCipher(key());
  const first = cipher.seal('ya29.secret-access-token');
  const second = cipher.seal('ya29.secret-access-token');
  expect(first).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
  expect(first).not.toContain('secret-access-token');
  expect(first).not.toBe(second);
  expect(cipher.open(first)).toBe('ya29.secret-access-token');
  expect(() => new SealedTokenCipher(key()).open(first)).toThrow();
});

it('refuses a tampered or foreign value, and a key that is not 32 bytes', () => {
  const cipher = new SealedTokenCipher(key());
  const sealed = cipher.seal('token');
  const tampered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}A`;
  expect(() => cipher.open(tampered)).toThrow();
  expect(() => cipher.open('plain-token')).toThrow('Not a sealed token');
  expect(() => new SealedTokenCipher(randomBytes(16).toString('base64'), 'GOOGLE_CALENDAR_TOKEN_KEY')).toThrow(
    'GOOGLE_CALENDAR_TOKEN_KEY must be 32 bytes, base64',
  );
});
