export const CSRF_COOKIE = 'village_csrf';
/** In production the gateway names it with the `__Host-` prefix (Secure, Path=/, no Domain). */
const CSRF_COOKIE_NAMES = new Set([CSRF_COOKIE, `__Host-${CSRF_COOKIE}`]);
export const CSRF_HEADER = 'x-csrf-token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function readCsrfToken(cookies: string = document.cookie): string | null {
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (CSRF_COOKIE_NAMES.has(name)) {
      return decodeURIComponent(rest.join('='));
    }
  }
  return null;
}

export function isUnsafeMethod(method: string): boolean {
  return !SAFE_METHODS.has(method.toUpperCase());
}

export function csrfHeaders(): Record<string, string> {
  const token = readCsrfToken();
  return token ? { [CSRF_HEADER]: token } : {};
}
