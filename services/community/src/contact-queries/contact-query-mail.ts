import { Inject, Injectable } from '@nestjs/common';
import { MailQueue, renderMail, SERVICE_ENV, type OutgoingMail } from '@village/kit';
import type { EntityManager } from 'typeorm';
import type { CommunityEnv } from '../env';
import type { ContactQueryFields } from './contact-query.schema';

/**
 * The acknowledgement a sender gets, to the address they gave, when their query is stored. Anyone may type any
 * address, so it repeats nothing they wrote beyond a first name: the form cannot send a stranger chosen words.
 */
export const contactQueryAcknowledgement = (appUrl: string, query: ContactQueryFields): OutgoingMail =>
  renderMail({
    to: query.email,
    subject: 'We received your message',
    greeting: `Hello ${query.firstName},`,
    blocks: [
      {
        paragraph: 'Thank you for getting in touch with Village. We have your message and will reply to this address.',
      },
      { paragraph: 'If you did not write to us, you can ignore this email.' },
      { button: { label: 'Visit Village', href: new URL(appUrl).toString() } },
    ],
  });

@Injectable()
export class ContactQueryMail {
  constructor(
    private readonly mail: MailQueue,
    @Inject(SERVICE_ENV) private readonly env: CommunityEnv,
  ) {}

  /** In the transaction that stores the query: the email goes if and only if it commits. */
  acknowledge(manager: EntityManager, query: ContactQueryFields): Promise<void> {
    return this.mail.queue(contactQueryAcknowledgement(this.env.APP_URL, query), { transaction: manager });
  }
}
