import { gatewayWithMember } from './support/gateway-fixture';
import { signedInBrowser, type Browser } from './support/gateway-test-app';

const stack = gatewayWithMember();

const signedIn = (): Promise<Browser> => signedInBrowser(stack.gateway, stack.member);

const stillSignedIn = async (browser: Browser): Promise<boolean> =>
  (await stack.identity.refresh(browser.cookies.get('village_rt')!)).statusCode === 200;

const hiddenToken = (html: string): string | undefined => /name="csrfToken" value="([^"]+)"/.exec(html)?.[1];

it.each([
  ['a link on another site (Sec-Fetch-Site: cross-site)', { 'sec-fetch-site': 'cross-site' }],
  ['a sibling subdomain (Sec-Fetch-Site: same-site)', { 'sec-fetch-site': 'same-site' }],
  ['an older browser coming from another site (Referer only)', { referer: 'https://evil.example/page' }],
  ['an older browser sending no origin at all', {}],
])('answers a GET /api/logout from %s with a confirmation page, and keeps the session', async (_label, headers) => {
  const browser = await signedIn();

  const response = await browser.request('GET', '/api/logout', { headers });

  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.body).toContain('<title>Sign out of Village?</title>');
  expect(response.body).toContain(
    'A link from another website asked to sign you out. Do you want to sign out of Village on this device?',
  );
  expect(response.body).toMatch(
    /<form method="post" action="\/api\/logout">[\s\S]*<button type="submit">Sign out<\/button>/,
  );
  expect(hiddenToken(response.body)).toBe(browser.cookies.get('village_csrf'));
  expect(browser.cookies.has('village_rt')).toBe(true);
  expect(await stillSignedIn(browser)).toBe(true);
});

it('signs out at once for a GET started on Village itself (Sec-Fetch-Site same-origin or none, or our own Referer)', async () => {
  for (const headers of <Array<Record<string, string>>>[
    { 'sec-fetch-site': 'same-origin' },
    { 'sec-fetch-site': 'none' },
    { referer: 'http://localhost:80/dashboard' },
  ]) {
    const browser = await signedIn();
    const refreshToken = browser.cookies.get('village_rt')!;

    const response = await browser.request('GET', '/api/logout', { headers });

    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
    expect((await stack.identity.refresh(refreshToken)).statusCode).toBe(401);
  }
});

it('signs out when the confirmation page’s button posts the form, and answers 303 to /', async () => {
  const browser = await signedIn();
  const refreshToken = browser.cookies.get('village_rt')!;
  const page = await browser.request('GET', '/api/logout', { headers: { 'sec-fetch-site': 'cross-site' } });

  const confirmed = await browser.request('POST', '/api/logout', {
    payload: `csrfToken=${encodeURIComponent(hiddenToken(page.body)!)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
    csrf: false,
  });

  expect(confirmed.statusCode).toBe(303);
  expect(confirmed.headers.location).toBe('/');
  expect(browser.cookies.has('village_rt')).toBe(false);
  expect((await stack.identity.refresh(refreshToken)).statusCode).toBe(401);
});

it('refuses a posted form whose token is not the browser’s (another site’s forged form) with 403, and keeps the session', async () => {
  const browser = await signedIn();

  for (const payload of ['csrfToken=forged-by-another-site', '']) {
    const forged = await browser.request('POST', '/api/logout', {
      payload,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      csrf: false,
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({
      message: 'Your session could not be verified. Please refresh the page and try again.',
      code: 'CSRF_REFUSED',
    });
  }
  expect(await stillSignedIn(browser)).toBe(true);
});

it('gives a visitor without a CSRF cookie a page whose token is the cookie issued with it', async () => {
  const response = await stack.gateway.inject({
    method: 'GET',
    url: '/api/logout',
    headers: { 'sec-fetch-site': 'cross-site' },
  });
  const issued = response.cookies.filter((cookie) => cookie.name === 'village_csrf');
  expect(issued).toHaveLength(1);
  expect(hiddenToken(response.body)).toBe(issued[0].value);
});
