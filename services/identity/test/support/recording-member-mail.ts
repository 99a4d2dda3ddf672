import { MemberMail, type MailRecipient } from '../../src/notifications/member-mail';

export interface RecordedMail {
  kind: string;
  to: MailRecipient;
}

/** A MemberMail that sends nothing and remembers what it was asked to send. */
export class RecordingMemberMail extends MemberMail {
  readonly sent: RecordedMail[] = [];

  private record(kind: string, to: MailRecipient): Promise<void> {
    this.sent.push({ kind, to });
    return Promise.resolve();
  }

  confirmEmail(to: MailRecipient): Promise<void> {
    return this.record('confirmEmail', to);
  }
  magicLink(to: MailRecipient): Promise<void> {
    return this.record('magicLink', to);
  }
  passwordReset(to: MailRecipient): Promise<void> {
    return this.record('passwordReset', to);
  }
  passwordChanged(to: MailRecipient): Promise<void> {
    return this.record('passwordChanged', to);
  }
  newSignIn(to: MailRecipient): Promise<void> {
    return this.record('newSignIn', to);
  }
  mfaTurnedOn(to: MailRecipient): Promise<void> {
    return this.record('mfaTurnedOn', to);
  }
  mfaTurnedOff(to: MailRecipient): Promise<void> {
    return this.record('mfaTurnedOff', to);
  }
  verificationApproved(to: MailRecipient): Promise<void> {
    return this.record('verificationApproved', to);
  }
  verificationRejected(to: MailRecipient): Promise<void> {
    return this.record('verificationRejected', to);
  }
}
