import type { Provider } from '@nestjs/common';
import { SERVICE_ENV } from '../kit.module';
import { handleJob, type JobRegistration } from '../jobs/job-definition';
import { MailQueue } from './mail-queue';
import { mailEnvSchema } from './mail.env';
import { MAILER } from './mailer.port';
import { SendMailHandler } from './send-mail.handler';
import { SEND_MAIL_CONCURRENCY, SEND_MAIL_RETRY, SendMailJob } from './send-mail.job';
import { SmtpMailer } from './smtp.mailer';

/** What `mail: true` adds to a service: the SMTP mailer as `MAILER`, `MailQueue`, and the `send-mail` job. */
export function mailProviders(): { providers: Provider[]; jobs: JobRegistration[] } {
  return {
    providers: [
      {
        provide: MAILER,
        inject: [SERVICE_ENV],
        useFactory: (env: Record<string, unknown>) => {
          const { SMTP_URL, MAIL_FROM } = mailEnvSchema.parse(env);
          return new SmtpMailer({ url: SMTP_URL, from: MAIL_FROM });
        },
      },
      MailQueue,
    ],
    jobs: [handleJob(SendMailJob, SendMailHandler, { retry: SEND_MAIL_RETRY, concurrency: SEND_MAIL_CONCURRENCY })],
  };
}
