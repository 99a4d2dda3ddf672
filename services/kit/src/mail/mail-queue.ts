import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { JOB_QUEUE, type JobQueue } from '../jobs/job-queue.port';
import { currentTraceParent } from '../tracing/trace-context';
import type { OutgoingMail } from './mailer.port';
import { SendMailJob } from './send-mail.job';

export interface QueueMailOptions {
  /** Queue inside this transaction: the email goes if and only if the transaction commits. */
  transaction?: EntityManager;
}

/**
 * How a service sends email: `queue` stores it as a `send-mail` job and returns; the job queue sends it, retrying
 * while the SMTP server is unreachable. Injected in a service declared with `mail: true`.
 */
@Injectable()
export class MailQueue {
  constructor(@Inject(JOB_QUEUE) private readonly jobs: JobQueue) {}

  async queue(mail: OutgoingMail, options: QueueMailOptions = {}): Promise<void> {
    const traceParent = currentTraceParent();
    await this.jobs.send(SendMailJob, SendMailJob.data.parse({ ...mail, ...(traceParent ? { traceParent } : {}) }), {
      transaction: options.transaction,
    });
  }
}
