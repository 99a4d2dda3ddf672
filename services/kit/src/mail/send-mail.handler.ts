import { Inject, Injectable } from '@nestjs/common';
import { SpanKind } from '@opentelemetry/api';
import type { JobHandler } from '../jobs/job-definition';
import { inSpan } from '../tracing/spans';
import { contextFromTraceParent } from '../tracing/trace-context';
import { MAILER, type Mailer } from './mailer.port';
import type { SendMail } from './send-mail.job';

/** Hands a queued email to the mailer; a failure (relay down, refused) throws, and the queue retries. */
@Injectable()
export class SendMailHandler implements JobHandler<SendMail> {
  constructor(@Inject(MAILER) private readonly mailer: Mailer) {}

  async handle({ traceParent, ...mail }: SendMail): Promise<void> {
    await inSpan('send mail', { kind: SpanKind.CLIENT, parent: contextFromTraceParent(traceParent) }, () =>
      this.mailer.send(mail),
    );
  }
}
