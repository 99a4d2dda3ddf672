import { VerifiedTokenCache } from './verified-token-cache';

describe('VerifiedTokenCache', () => {
  let clock: number;
  let cache: VerifiedTokenCache<string>;

  beforeEach(() => {
    clock = 1_000_000;
    cache = new VerifiedTokenCache({ maxEntries: 3, now: () => clock });
  });

  it('answers what a token was verified as, by its exact string', () => {
    cache.remember('token-a', 'user-a', clock + 60_000);

    expect(cache.get('token-a')).toBe('user-a');
    expect(cache.get('token-a ')).toBeUndefined();
    expect(cache.get('token-b')).toBeUndefined();
  });

  it('forgets a token at the instant it expires, never later', () => {
    cache.remember('token-a', 'user-a', clock + 60_000);

    clock += 59_999;
    expect(cache.get('token-a')).toBe('user-a');
    clock += 1;
    expect(cache.get('token-a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('does not remember a token that has already expired', () => {
    cache.remember('token-a', 'user-a', clock);
    cache.remember('token-b', 'user-b', Number.NaN);

    expect(cache.get('token-a')).toBeUndefined();
    expect(cache.get('token-b')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('holds at most maxEntries tokens, forgetting the one remembered longest ago', () => {
    for (const name of ['a', 'b', 'c', 'd']) cache.remember(`token-${name}`, `user-${name}`, clock + 60_000);

    expect(cache.size).toBe(3);
    expect(cache.get('token-a')).toBeUndefined();
    expect(['b', 'c', 'd'].map((name) => cache.get(`token-${name}`))).toEqual(['user-b', 'user-c', 'user-d']);
  });
});
