import { Inject, Injectable } from '@nestjs/common';
import { MailQueue, type OutgoingMail } from '@village/kit';
import { IDENTITY_ENV, type IdentityEnv } from '../env';
import { MemberMail, type MailRecipient, type SignInDevice } from './member-mail';
import { memberMailTemplates as templates, type MailLinks } from './member-mail.templates';

/** identity's member emails, rendered from the templates and queued on the kit's `send-mail` job. */
@Injectable()
export class QueuedMemberMail extends MemberMail {
  private readonly links: MailLinks;

  constructor(
    private readonly mail: MailQueue,
    @Inject(IDENTITY_ENV) env: IdentityEnv,
  ) {
    super();
    this.links = { appUrl: env.APP_URL };
  }

  private queue(mail: OutgoingMail): Promise<void> {
    return this.mail.queue(mail);
  }

  confirmEmail(to: MailRecipient, token: string): Promise<void> {
    return this.queue(templates.confirmEmail(this.links, to, token));
  }
  magicLink(to: MailRecipient, token: string): Promise<void> {
    return this.queue(templates.magicLink(this.links, to, token));
  }
  passwordReset(to: MailRecipient, token: string): Promise<void> {
    return this.queue(templates.passwordReset(this.links, to, token));
  }
  passwordChanged(to: MailRecipient): Promise<void> {
    return this.queue(templates.passwordChanged(this.links, to));
  }
  newSignIn(to: MailRecipient, device: SignInDevice): Promise<void> {
    return this.queue(templates.newSignIn(this.links, to, device));
  }
  mfaTurnedOn(to: MailRecipient): Promise<void> {
    return this.queue(templates.mfaTurnedOn(this.links, to));
  }
  mfaTurnedOff(to: MailRecipient): Promise<void> {
    return this.queue(templates.mfaTurnedOff(this.links, to));
  }
  verificationApproved(to: MailRecipient): Promise<void> {
    return this.queue(templates.verificationApproved(this.links, to));
  }
  verificationRejected(to: MailRecipient, reason: string): Promise<void> {
    return this.queue(templates.verificationRejected(this.links, to, reason));
  }
  vouchRequested(to: MailRecipient, memberName: string): Promise<void> {
    return this.queue(templates.vouchRequested(this.links, to, memberName));
  }
  vouchGiven(to: MailRecipient, voucherName: string): Promise<void> {
    return this.queue(templates.vouchGiven(this.links, to, voucherName));
  }
}
