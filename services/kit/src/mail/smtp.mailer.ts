import { createTransport, type Transporter } from 'nodemailer';
import type { Mailer, OutgoingMail } from './mailer.port';

export interface SmtpMailerOptions {
  /** `smtp://host:port` or `smtps://user:password@host:465`. */
  url: string;
  /** "Name <address>" every email is sent from. */
  from: string;
  /** Give up on an unresponsive server after this long (default 30 s); the job queue retries. */
  timeoutMs?: number;
}

/** The mailer over SMTP (nodemailer): the embedded stack's local server in development and CI, a relay in production. */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(private readonly options: SmtpMailerOptions) {
    const timeout = options.timeoutMs ?? 30_000;
    this.transport = createTransport({
      url: options.url,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
      // nodemailer's own logging would print addresses and bodies: never on.
      logger: false,
      debug: false,
    });
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transport.sendMail({
      from: this.options.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
  }

  /** Nest calls it when the service stops. */
  onApplicationShutdown(): void {
    this.transport.close();
  }
}
