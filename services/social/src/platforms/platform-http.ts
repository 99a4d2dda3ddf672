import { STATUS_CODES } from 'node:http';
import { PublishFailure, type SocialPlatform } from '../publishing/publisher.port';
import { PLATFORM_CHARACTER_LIMITS, PLATFORM_NAMES } from './platform-names';
import { xWeightedLength } from './x-weighted-length';

/** Every call to a platform gives up after this long. */
export const PLATFORM_CALL_TIMEOUT_MS = 10_000;

/** The longest platform message a member is shown. */
const MESSAGE_LIMIT = 160;

export interface PlatformCall {
  method?: 'GET' | 'POST' | 'DELETE';
  /** Bearer token; omitted for calls that carry their credentials otherwise. */
  accessToken?: string;
  headers?: Record<string, string>;
  /** Sent as JSON, or as a form when `form` is set. */
  json?: unknown;
  form?: Record<string, string>;
}

export interface PlatformAnswer {
  status: number;
  headers: Headers;
  body: unknown;
}

/** One HTTP call to a platform; network errors and the timeout become retryable failures naming the platform. */
export async function callPlatform(
  platform: SocialPlatform,
  url: string,
  call: PlatformCall = {},
): Promise<PlatformAnswer> {
  const headers: Record<string, string> = { accept: 'application/json', ...call.headers };
  if (call.accessToken) headers.authorization = `Bearer ${call.accessToken}`;
  let body: string | undefined;
  if (call.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(call.form).toString();
  } else if (call.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(call.json);
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method: call.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      signal: AbortSignal.timeout(PLATFORM_CALL_TIMEOUT_MS),
    });
  } catch (error) {
    // AbortSignal.timeout rejects with a DOMException named TimeoutError.
    const timedOut = typeof error === 'object' && error !== null && 'name' in error && error.name === 'TimeoutError';
    throw new PublishFailure(
      `${PLATFORM_NAMES[platform]} is not responding (${timedOut ? 'timed out' : 'unreachable'})`,
      true,
    );
  }
  const text = await response.text().catch(() => '');
  return { status: response.status, headers: response.headers, body: parseJson(text) };
}

/** The answer when it succeeded; otherwise the PublishFailure a member can act on. */
export function expectSuccess(
  platform: SocialPlatform,
  answer: PlatformAnswer,
  messageOf: (body: unknown) => string | undefined,
): unknown {
  if (answer.status >= 200 && answer.status < 300) return answer.body;
  throw failureOf(platform, answer, messageOf(answer.body));
}

export function failureOf(platform: SocialPlatform, answer: PlatformAnswer, platformMessage?: string): PublishFailure {
  const name = PLATFORM_NAMES[platform];
  const { status } = answer;
  if (status === 429) return new PublishFailure(`${name} rate limit reached`, true, retryAfterMs(answer.headers));
  if (status >= 500) {
    return new PublishFailure(`${name} is not responding (${status} ${STATUS_CODES[status] ?? 'Error'})`, true);
  }
  if (status === 401 || status === 403) {
    return new PublishFailure(`Your ${name} connection has expired: connect it again`, false);
  }
  const message = shorten(platformMessage ?? `${status} ${STATUS_CODES[status] ?? 'Error'}`);
  return new PublishFailure(`${name}: ${message}`, false);
}

/** Refuses text over the platform's limit before any call; X weighs characters and links its own way. */
export function checkLength(platform: SocialPlatform, text: string): void {
  const limit = PLATFORM_CHARACTER_LIMITS[platform];
  const length = platform === 'twitter' ? xWeightedLength(text) : [...text].length;
  if (length > limit) {
    throw new PublishFailure(
      `${PLATFORM_NAMES[platform]} posts can have at most ${limit} characters; this one has ${length}`,
      false,
    );
  }
}

/** Retry-After (seconds or an HTTP date), else X's x-rate-limit-reset (epoch seconds). */
export function retryAfterMs(headers: Headers, now = Date.now()): number | null {
  const retryAfter = headers.get('retry-after');
  if (retryAfter) {
    const seconds = Number(retryAfter);
    if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
    const at = Date.parse(retryAfter);
    if (!Number.isNaN(at)) return Math.max(0, at - now);
  }
  const reset = Number(headers.get('x-rate-limit-reset'));
  if (reset > 0) return Math.max(0, reset * 1000 - now);
  return null;
}

function shorten(message: string): string {
  const oneLine = message.replace(/\s+/g, ' ').trim();
  return oneLine.length <= MESSAGE_LIMIT ? oneLine : `${oneLine.slice(0, MESSAGE_LIMIT - 1)}…`;
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A field of an object answer, when the answer is an object. */
export function field(body: unknown, ...path: string[]): unknown {
  let value: unknown = body;
  for (const key of path) {
    if (!value || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

export const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);
export const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
