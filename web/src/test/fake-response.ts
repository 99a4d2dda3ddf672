interface FakeResponseInit {
  status?: number;
  statusText?: string;
  body?: string;
  contentType?: string;
}

export function fakeResponse({
  status = 200,
  statusText = '',
  body = '',
  contentType,
}: FakeResponseInit = {}): Response {
  const headers = {
    get: (name: string) => (name.toLowerCase() === 'content-type' ? (contentType ?? null) : null),
  };
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    headers,
    text: () => Promise.resolve(body),
    json: () => Promise.resolve().then(() => JSON.parse(body) as unknown),
  } as Response;
}

export function jsonResponse(status: number, data: unknown): Response {
  return fakeResponse({ status, body: JSON.stringify(data), contentType: 'application/json; charset=utf-8' });
}

let socialProviders = { google: false, facebook: false };

/** What GET /api/auth/providers answers under mockFetch (the sign-in page asks on load); reset by each mockFetch. */
export function mockSocialProviders(availability: { google: boolean; facebook: boolean }): void {
  socialProviders = availability;
}

/**
 * Replaces fetch: each call takes the next response. GET /api/auth/providers, which the sign-in page asks on load,
 * is answered apart (see mockSocialProviders) and is not recorded, so a test sees only the calls it is about.
 */
export function mockFetch(...responses: Response[]): jest.Mock {
  const mock = jest.fn();
  for (const response of responses) {
    mock.mockResolvedValueOnce(response);
  }
  socialProviders = { google: false, facebook: false };
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> =>
    input === '/api/auth/providers'
      ? Promise.resolve(jsonResponse(200, socialProviders))
      : (mock(input, init) as Promise<Response>);
  return mock;
}
