import { z } from 'zod';
import { defineJob } from '../jobs/job-definition';
import type { JobRetryPolicy } from '../jobs/job-definition';
import { hours, minutes } from '../jobs/duration';

/**
 * One email waiting to be sent. The content lives in the job's row (in the service's own schema, deleted with the
 * finished job) and is never logged: the queue logs only the job's name, id and attempt.
 */
export const SendMailJob = defineJob(
  'send-mail',
  z.object({
    to: z.email(),
    subject: z.string().min(1).max(300),
    html: z.string().min(1),
    text: z.string().min(1),
    /** W3C `traceparent` of the span that queued the email: sending it joins that trace. */
    traceParent: z.string().min(1).optional(),
  }),
);
export type SendMail = z.infer<typeof SendMailJob.data>;

/** A relay that is down for a while is waited for: 10 retries, from 1 minute doubling up to 1 hour (about 7 hours). */
export const SEND_MAIL_RETRY: JobRetryPolicy = {
  retries: 10,
  delayMs: minutes(1),
  backoff: true,
  maxDelayMs: hours(1),
};

/** Emails a service sends at once: a slow or refused message does not hold up the ones queued behind it. */
export const SEND_MAIL_CONCURRENCY = 4;
