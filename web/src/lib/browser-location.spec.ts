import { sameOriginPath } from './browser-location';

describe('sameOriginPath', () => {
  const origin = 'https://village.example';

  it('keeps paths and same-origin addresses', () => {
    expect(sameOriginPath('/signup-complete', origin)).toBe('/signup-complete');
    expect(sameOriginPath('https://village.example/profile-setup?step=2#photo', origin)).toBe(
      '/profile-setup?step=2#photo',
    );
  });

  it('refuses other origins', () => {
    expect(sameOriginPath('https://evil.example/', origin)).toBeNull();
    expect(sameOriginPath('//evil.example/path', origin)).toBeNull();
    expect(sameOriginPath('javascript:alert(1)', origin)).toBeNull();
  });
});
