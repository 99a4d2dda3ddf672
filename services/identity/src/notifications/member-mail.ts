/** Who a member email goes to. */
export interface MailRecipient {
  email: string;
  firstName: string;
}

/** Where and how a new sign-in happened, for the "new sign-in" email. */
export interface SignInDevice {
  userAgent: string | null;
  ip: string | null;
  at: Date;
}

/**
 * The emails identity sends members. Each call queues the email (the job queue sends it, with retries) and returns
 * once it is queued. Links are built from the app's public URL; a token is passed as it is and never logged.
 */
export abstract class MemberMail {
  /** "Confirm your email": links to /confirm-email?token=… (valid 24 h). */
  abstract confirmEmail(to: MailRecipient, token: string): Promise<void>;
  /** "Your sign-in link": links to /signin/magic?token=… (valid 15 minutes). */
  abstract magicLink(to: MailRecipient, token: string): Promise<void>;
  /** "Reset your password": links to /reset-password?token=… (valid 1 hour). */
  abstract passwordReset(to: MailRecipient, token: string): Promise<void>;
  abstract passwordChanged(to: MailRecipient): Promise<void>;
  abstract newSignIn(to: MailRecipient, device: SignInDevice): Promise<void>;
  abstract mfaTurnedOn(to: MailRecipient): Promise<void>;
  abstract mfaTurnedOff(to: MailRecipient): Promise<void>;
  abstract verificationApproved(to: MailRecipient): Promise<void>;
  abstract verificationRejected(to: MailRecipient, reason: string): Promise<void>;
  /** "X asked you to vouch for them": links to /trust, where the asked member accepts or declines. */
  abstract vouchRequested(to: MailRecipient, memberName: string): Promise<void>;
  /** "X vouched for you": links to /trust. */
  abstract vouchGiven(to: MailRecipient, voucherName: string): Promise<void>;
}
