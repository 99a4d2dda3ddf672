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

export function mockFetch(...responses: Response[]): jest.Mock {
  const mock = jest.fn();
  for (const response of responses) {
    mock.mockResolvedValueOnce(response);
  }
  globalThis.fetch = mock;
  return mock;
}
