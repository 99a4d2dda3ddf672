import { z } from 'zod';

/**
 * The environment of a service that sends email (`defineService({ mail: true })`): extend the service's schema with
 * it, `baseServiceEnvSchema.extend(mailEnvShape)`.
 */
export const mailEnvShape = {
  /**
   * The SMTP server mail goes to: `smtp://host:port` (STARTTLS when offered) or `smtps://host:465` (TLS), with
   * `user:password@` when the relay needs it. The embedded stack points it at its local development server.
   */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }),
  /** The sender of every email, "Name <address>". */
  MAIL_FROM: z.string().min(3).default('Village <no-reply@village.example>'),
};

export const mailEnvSchema = z.object(mailEnvShape);
export type MailEnv = z.infer<typeof mailEnvSchema>;
