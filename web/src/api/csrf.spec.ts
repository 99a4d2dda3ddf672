import { readCsrfToken } from './csrf';

describe('readCsrfToken', () => {
  it.each([
    ['development', 'theme=dark; village_csrf=tok%3D123'],
    ['production (__Host- prefix)', 'theme=dark; __Host-village_csrf=tok%3D123'],
  ])('reads the token the gateway set in %s', (_label, cookies) => {
    expect(readCsrfToken(cookies)).toBe('tok=123');
  });

  it('answers null without the cookie', () => {
    expect(readCsrfToken('theme=dark')).toBeNull();
  });
});
