import { Inject, Injectable } from '@nestjs/common';
import type { JobHandler } from '../jobs/job-definition';
import { MAILER, type Mailer } from './mailer.port';
import type { SendMail } from './send-mail.job';

/** Hands a queued email to the mailer; a failure (relay down, refused) throws, and the queue retries. */
@Injectable()
export class SendMailHandler implements JobHandler<SendMail> {
  constructor(@Inject(MAILER) private readonly mailer: Mailer) {}

  async handle(mail: SendMail): Promise<void> {
    await this.mailer.send(mail);
  }
}
