import type { EntityManager } from 'typeorm';
import type { JobType } from './job-definition';

export interface SendOptions {
  /** Run at this time (default: now). */
  at?: Date;
  /** Or run this many milliseconds from now, by the service's clock. */
  delayMs?: number;
  /**
   * Idempotency key: a job of this type with this key is enqueued once. Sending it again (a retried
   * request, a redelivered event) enqueues nothing while the first is pending, running, or finished less
   * than 30 days ago. Use the id of what the job is about: `documentId`, `bookingId`.
   */
  key?: string;
  /** Enqueue inside this transaction: the job exists if and only if the transaction commits. */
  transaction?: EntityManager;
}

export interface SendResult {
  jobId: string;
  /** False when a job with the same key was already there. */
  enqueued: boolean;
}

/**
 * The service's durable job queue (pg-boss in the service's own schema). A job is sent by the service that
 * handles it: declare its handler in the service's `jobs` list; sending a type with no handler there fails.
 * What `send` has acknowledged survives restarts and runs at least once.
 *
 *   constructor(@Inject(JOB_QUEUE) private readonly jobs: JobQueue) {}
 *   await this.jobs.send(DeleteDocumentJob, { documentId }, { at: retentionEnds, key: documentId });
 */
export interface JobQueue {
  send<Data extends object>(job: JobType<Data>, data: Data, options?: SendOptions): Promise<SendResult>;
  /** Moves a pending job (sent with `key`) to another time; false when there is no such pending job. */
  reschedule(job: JobType, key: string, at: Date): Promise<boolean>;
  /** Cancels a pending job sent with `key`; false when there is no such pending job. */
  cancel(job: JobType, key: string): Promise<boolean>;
}

export const JOB_QUEUE = Symbol('JOB_QUEUE');
