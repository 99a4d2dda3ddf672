import { randomBytes } from 'node:crypto';
import { TokenCipher } from './token-cipher';

const cipher = new TokenCipher(randomBytes(32).toString('base64'));

it('seals a token differently each time and opens it again', () => {
  const first = cipher.seal('an-access-token');
  const second = cipher.seal('an-access-token');
  expect(first).not.toBe(second);
  expect(first).not.toContain('an-access-token');
  expect([cipher.open(first), cipher.open(second)]).toEqual(['an-access-token', 'an-access-token']);
});

it('refuses a tampered token and one sealed with another key', () => {
  const sealed = cipher.seal('an-access-token');
  const bytes = Buffer.from(sealed.slice(3), 'base64url');
  bytes[bytes.length - 1] ^= 1;
  expect(() => cipher.open(`v1.${bytes.toString('base64url')}`)).toThrow();
  expect(() => new TokenCipher(randomBytes(32).toString('base64')).open(sealed)).toThrow();
  expect(() => new TokenCipher(randomBytes(16).toString('base64'))).toThrow(
    'SOCIAL_TOKEN_KEY must be 32 bytes, base64',
  );
});
