import type { Type } from '@nestjs/common';
import type { z } from 'zod';

/** Lower-case words joined by "-", optionally in "."-separated parts: `delete-expired-documents`, `posts.publish`. */
const JOB_NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*(?:\.[a-z][a-z0-9]*(?:-[a-z0-9]+)*)*$/;

/**
 * A kind of job a service runs: its name (unique within the service's schema) and the zod schema of its
 * payload, shared by the code that sends it and the handler that runs it. The payload is stored as JSON and
 * checked on both sides, so keep it small (ids, not rows) and change it additively.
 *
 *   export const DeleteDocumentJob = defineJob('delete-document', z.object({ documentId: z.uuid() }));
 */
export interface JobType<Data extends object = object> {
  readonly name: string;
  readonly data: z.ZodType<Data>;
}

export function defineJob<Data extends object>(name: string, data: z.ZodType<Data>): JobType<Data> {
  if (!JOB_NAME.test(name)) {
    throw new Error(`Job name "${name}" must be lower-case words joined by "-" or "." (e.g. "delete-document")`);
  }
  return { name, data };
}

/** What a handler knows about the run it is in. */
export interface JobContext {
  readonly id: string;
  readonly name: string;
  /** The idempotency key it was sent with, if any. */
  readonly key: string | null;
  /** 1 on the first run, 2 on the first retry, ... */
  readonly attempt: number;
  readonly maxAttempts: number;
  /** When it was due: the time it was sent for (or the schedule's occurrence). */
  readonly dueAt: Date;
  /** Aborted when the run times out or the queue stops before the handler returns. */
  readonly signal: AbortSignal;
}

/**
 * Runs one job. Delivery is at least once: a run that crashes, times out or throws is run again (see
 * `JobRetryPolicy`), so the effect must be idempotent (e.g. "delete if it still exists").
 */
// The method form keeps registrations of different payloads assignable to one JobRegistration[].
export type JobHandlerFunction<Data> = {
  bivariance(data: Data, job: JobContext): Promise<void>;
}['bivariance'];

/** A handler as an injectable class, resolved from the application's container when the queue starts. */
export interface JobHandler<Data> {
  handle(data: Data, job: JobContext): Promise<void>;
}

export interface JobSchedule<Data> {
  /** Five-field cron (`0 3 * * *`: every day at 03:00), in `timeZone` (default UTC). */
  cron: string;
  timeZone?: string;
  /** The payload of each scheduled run (default `{}`). */
  data?: Data;
}

export interface JobRetryPolicy {
  /** How many times a failed run is retried before the job is marked failed (default 5). */
  retries: number;
  /** Wait before a retry (default 30 s), rounded up to whole seconds. */
  delayMs: number;
  /** Double the wait on each retry, with jitter (default true), up to `maxDelayMs` (default 1 h). */
  backoff: boolean;
  maxDelayMs: number;
}

/**
 * One entry of a service's `jobs` list: the job type, its handler, and optionally a recurring schedule
 * (for sweeps), a retry policy, a timeout and how many run at once in one replica.
 */
export interface JobRegistration<Data extends object = object> {
  readonly job: JobType<Data>;
  readonly handler: JobHandlerFunction<Data> | Type<JobHandler<Data>>;
  readonly schedule?: JobSchedule<Data>;
  readonly retry?: Partial<JobRetryPolicy>;
  /** A run still going after this long is abandoned and retried (default 15 min). */
  readonly timeoutMs?: number;
  /** Runs of this job at once per replica (default 1). */
  readonly concurrency?: number;
}

/** `handleJob(DeleteDocumentJob, DeleteDocumentHandler)` or `handleJob(SweepJob, (data) => ..., { schedule })`. */
export function handleJob<Data extends object>(
  job: JobType<Data>,
  handler: JobHandlerFunction<Data> | Type<JobHandler<Data>>,
  options: Omit<JobRegistration<Data>, 'job' | 'handler'> = {},
): JobRegistration<Data> {
  return { job, handler, ...options };
}

export function isHandlerClass<Data>(
  handler: JobHandlerFunction<Data> | Type<JobHandler<Data>>,
): handler is Type<JobHandler<Data>> {
  return typeof (handler.prototype as Partial<JobHandler<Data>> | undefined)?.handle === 'function';
}
