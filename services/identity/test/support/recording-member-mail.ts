import { MemberMail, type MailRecipient, type SignInDevice } from '../../src/notifications/member-mail';

export interface RecordedMail {
  kind: keyof MemberMail;
  to: MailRecipient;
  token?: string;
  detail?: unknown;
}

/** The test edge's MemberMail: keeps every email identity asked for, so a spec can read the link's token. */
export class RecordingMemberMail extends MemberMail {
  readonly sent: RecordedMail[] = [];

  to(email: string, kind?: keyof MemberMail): RecordedMail[] {
    return this.sent.filter((mail) => mail.to.email === email && (kind === undefined || mail.kind === kind));
  }

  /** The token of the newest email of `kind` to `email`. */
  latestToken(email: string, kind: 'magicLink' | 'passwordReset' | 'confirmEmail'): string {
    const token = this.to(email, kind).at(-1)?.token;
    if (!token) throw new Error(`no ${kind} email to ${email}`);
    return token;
  }

  async confirmEmail(to: MailRecipient, token: string): Promise<void> {
    this.sent.push({ kind: 'confirmEmail', to, token });
  }
  async magicLink(to: MailRecipient, token: string): Promise<void> {
    this.sent.push({ kind: 'magicLink', to, token });
  }
  async passwordReset(to: MailRecipient, token: string): Promise<void> {
    this.sent.push({ kind: 'passwordReset', to, token });
  }
  async passwordChanged(to: MailRecipient): Promise<void> {
    this.sent.push({ kind: 'passwordChanged', to });
  }
  async newSignIn(to: MailRecipient, device: SignInDevice): Promise<void> {
    this.sent.push({ kind: 'newSignIn', to, detail: device });
  }
  async mfaTurnedOn(to: MailRecipient): Promise<void> {
    this.sent.push({ kind: 'mfaTurnedOn', to });
  }
  async mfaTurnedOff(to: MailRecipient): Promise<void> {
    this.sent.push({ kind: 'mfaTurnedOff', to });
  }
  async verificationApproved(to: MailRecipient): Promise<void> {
    this.sent.push({ kind: 'verificationApproved', to });
  }
  async verificationRejected(to: MailRecipient, reason: string): Promise<void> {
    this.sent.push({ kind: 'verificationRejected', to, detail: reason });
  }
  async vouchRequested(to: MailRecipient, memberName: string): Promise<void> {
    this.sent.push({ kind: 'vouchRequested', to, detail: memberName });
  }
  async vouchGiven(to: MailRecipient, voucherName: string): Promise<void> {
    this.sent.push({ kind: 'vouchGiven', to, detail: voucherName });
  }
}
