import { ApiError } from './api-error';
import { csrfHeaders, isUnsafeMethod } from './csrf';

export interface ApiRequestOptions {
  method?: string;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export async function apiRequest(url: string, options: ApiRequestOptions = {}): Promise<Response> {
  const method = (options.method ?? 'GET').toUpperCase();
  const headers: Record<string, string> = { ...options.headers };
  let body = options.body;

  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  if (isUnsafeMethod(method)) {
    Object.assign(headers, csrfHeaders());
  }

  const response = await fetch(url, {
    method,
    headers,
    body,
    credentials: 'include',
    signal: options.signal,
  });
  await throwIfNotOk(response);
  return response;
}

export async function fetchJson<T>(url: string, options?: ApiRequestOptions): Promise<T> {
  const response = await apiRequest(url, options);
  return (await response.json()) as T;
}

export async function throwIfNotOk(response: Response): Promise<void> {
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, response.statusText, text);
  }
}
