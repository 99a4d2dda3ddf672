import { fakeResponse, jsonResponse, mockFetch } from '../test/fake-response';
import { ApiError } from './api-error';
import { apiRequest, fetchJson } from './api-request';
import { getCurrentUser, signIn } from './auth-api';

describe('apiRequest', () => {
  beforeEach(() => {
    document.cookie = 'village_csrf=tok%3D123; path=/';
  });

  afterEach(() => {
    document.cookie = 'village_csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('raises "status: body text" for a non-success response', async () => {
    mockFetch(fakeResponse({ status: 500, statusText: 'Internal Server Error', body: 'database unavailable' }));
    await expect(apiRequest('/api/services')).rejects.toThrow(new Error('500: database unavailable'));
  });

  it('falls back to the status text when the body is empty', async () => {
    mockFetch(fakeResponse({ status: 404, statusText: 'Not Found', body: '' }));
    await expect(apiRequest('/api/services/x')).rejects.toThrow('404: Not Found');
  });

  it('keeps the JSON server message readable for toasts', async () => {
    mockFetch(jsonResponse(401, { message: 'Incorrect email or password' }));
    const error = await signIn({ email: 'a@b.co', password: 'nope' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('401: {"message":"Incorrect email or password"}');
    expect((error as ApiError).serverMessage()).toBe('Incorrect email or password');
  });

  it('sends cookies, JSON and the CSRF token on unsafe requests', async () => {
    const fetchMock = mockFetch(jsonResponse(200, { ok: true }));
    await fetchJson('/api/auth/signin', { method: 'POST', json: { email: 'a@b.co' } });
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/signin', {
      method: 'POST',
      body: '{"email":"a@b.co"}',
      credentials: 'include',
      headers: { 'content-type': 'application/json', 'x-csrf-token': 'tok=123' },
      signal: undefined,
    });
  });

  it('does not send the CSRF token on safe requests', async () => {
    const fetchMock = mockFetch(jsonResponse(200, []));
    await fetchJson('/api/services');
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: 'GET', credentials: 'include', headers: {} });
  });
});

describe('getCurrentUser', () => {
  it('returns null when signed out (401)', async () => {
    mockFetch(fakeResponse({ status: 401, statusText: 'Unauthorized', body: 'Unauthorized' }));
    await expect(getCurrentUser()).resolves.toBeNull();
  });

  it('returns the user when signed in', async () => {
    mockFetch(jsonResponse(200, { id: 'u1', firstName: 'Amara' }));
    await expect(getCurrentUser()).resolves.toMatchObject({ id: 'u1', firstName: 'Amara' });
  });

  it('raises other failures', async () => {
    mockFetch(fakeResponse({ status: 503, statusText: 'Service Unavailable' }));
    await expect(getCurrentUser()).rejects.toThrow('503: Service Unavailable');
  });
});
