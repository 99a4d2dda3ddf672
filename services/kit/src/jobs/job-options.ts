import { createHash } from 'node:crypto';
import { days, hours, minutes, seconds } from './duration';
import type { JobRegistration, JobRetryPolicy } from './job-definition';
import type { SendOptions } from './job-queue.port';

export const DEFAULT_RETRY: JobRetryPolicy = { retries: 5, delayMs: seconds(30), backoff: true, maxDelayMs: hours(1) };
export const DEFAULT_TIMEOUT_MS = minutes(15);
/** How long a due job may wait unrun (every replica down) before pg-boss drops it: long, so nothing is lost. */
export const PENDING_RETENTION_MS = days(365);
/** How long finished jobs stay: failures can be inspected, and an idempotency key holds that long. */
export const FINISHED_RETENTION_MS = days(30);
const MAX_KEY_LENGTH = 200;

/** Queue settings in pg-boss's terms (whole seconds). */
export interface QueueSettings {
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  /** Only with backoff (pg-boss refuses it otherwise); null clears it. */
  retryDelayMax: number | null;
  expireInSeconds: number;
  retentionSeconds: number;
  deleteAfterSeconds: number;
}

const wholeSeconds = (ms: number): number => Math.ceil(ms / 1000);

export function queueSettingsOf(registration: Pick<JobRegistration, 'job' | 'retry' | 'timeoutMs'>): QueueSettings {
  const retry = { ...DEFAULT_RETRY, ...registration.retry };
  const name = registration.job.name;
  if (!Number.isInteger(retry.retries) || retry.retries < 0) {
    throw new Error(`Job "${name}": retry.retries must be a whole number of 0 or more`);
  }
  if (!(retry.delayMs >= 0) || !(retry.maxDelayMs >= retry.delayMs)) {
    throw new Error(`Job "${name}": retry.delayMs must be 0 or more, and retry.maxDelayMs at least that`);
  }
  const timeoutMs = registration.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  if (!(timeoutMs >= 1000)) throw new Error(`Job "${name}": timeoutMs must be at least 1000`);
  return {
    retryLimit: retry.retries,
    retryDelay: wholeSeconds(retry.delayMs),
    retryBackoff: retry.backoff,
    retryDelayMax: retry.backoff ? wholeSeconds(retry.maxDelayMs) : null,
    expireInSeconds: wholeSeconds(timeoutMs),
    retentionSeconds: wholeSeconds(PENDING_RETENTION_MS),
    deleteAfterSeconds: wholeSeconds(FINISHED_RETENTION_MS),
  };
}

/** When a job sent with these options is due, by the service's clock. */
export function dueTimeOf(options: Pick<SendOptions, 'at' | 'delayMs'>, now: Date): Date {
  if (options.at !== undefined && options.delayMs !== undefined) {
    throw new Error('Send a job with `at` or `delayMs`, not both');
  }
  if (options.at !== undefined) {
    if (!(options.at instanceof Date) || Number.isNaN(options.at.getTime())) {
      throw new Error('`at` must be a valid Date');
    }
    return options.at;
  }
  if (options.delayMs !== undefined) {
    if (!Number.isFinite(options.delayMs) || options.delayMs < 0) {
      throw new Error('`delayMs` must be a finite number of 0 or more');
    }
    return new Date(now.getTime() + options.delayMs);
  }
  return now;
}

// A fixed namespace for the name-based ids of keyed jobs (RFC 9562 version 5 layout).
const KEYED_JOB_NAMESPACE = Buffer.from('6f0c3c5e2b7a4d1e9a4f3b8d2c1e0a97', 'hex');

/**
 * The id a keyed job gets: the same job name and key always give the same id, so a second send of it is a
 * conflict pg-boss ignores rather than a second job.
 */
export function jobIdForKey(jobName: string, key: string): string {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) {
    throw new Error(`A job key must have 1 to ${MAX_KEY_LENGTH} characters`);
  }
  const hash = createHash('sha1')
    .update(KEYED_JOB_NAMESPACE)
    .update(`${jobName.length}:${jobName}${key}`, 'utf8')
    .digest();
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
