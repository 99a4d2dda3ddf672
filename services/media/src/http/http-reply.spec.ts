import { matchesEntityTag } from './http-reply';

describe('matchesEntityTag', () => {
  it.each([
    ['"abc"', true],
    ['W/"abc"', true],
    ['"xyz", "abc"', true],
    ['*', true],
    ['"abcd"', false],
    ['abc', false],
    [undefined, false],
    ['', false],
  ])('If-None-Match %p matches etag abc: %p', (header, expected) => {
    expect(matchesEntityTag(header, 'abc')).toBe(expected);
  });
});
