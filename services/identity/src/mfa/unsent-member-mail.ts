import { Injectable } from '@nestjs/common';
import { createLogger } from '@village/kit';
import { MemberMail } from '../notifications/member-mail';

/**
 * A stand-in MemberMail for a build without the mail feature: it logs that an email was not sent (the kind only,
 * never the address or a token). The mail feature's provider replaces it.
 */
@Injectable()
export class UnsentMemberMail extends MemberMail {
  private readonly logger = createLogger('identity');

  private skip(kind: string): Promise<void> {
    this.logger.warn({ kind }, 'member email not sent: no mailer in this build');
    return Promise.resolve();
  }

  confirmEmail(): Promise<void> {
    return this.skip('confirmEmail');
  }
  magicLink(): Promise<void> {
    return this.skip('magicLink');
  }
  passwordReset(): Promise<void> {
    return this.skip('passwordReset');
  }
  passwordChanged(): Promise<void> {
    return this.skip('passwordChanged');
  }
  newSignIn(): Promise<void> {
    return this.skip('newSignIn');
  }
  mfaTurnedOn(): Promise<void> {
    return this.skip('mfaTurnedOn');
  }
  mfaTurnedOff(): Promise<void> {
    return this.skip('mfaTurnedOff');
  }
  verificationApproved(): Promise<void> {
    return this.skip('verificationApproved');
  }
  verificationRejected(): Promise<void> {
    return this.skip('verificationRejected');
  }
}
