/** One email, ready to send: both an HTML and a plain-text body, as every client deserves one of them. */
export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** Sends mail. The SMTP adapter is the one adapter: the embedded default runs a real local SMTP server. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/** Injects the service's Mailer. */
export const MAILER = Symbol('MAILER');
