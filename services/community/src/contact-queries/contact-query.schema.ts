import { z } from 'zod';

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** The contact form's fields; the web form checks the same rules. */
export const contactQuerySchema = z.object({
  firstName: text('First name', 100),
  lastName: text('Last name', 100),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .max(254, 'Email must be at most 254 characters')
    .pipe(z.email('Please enter a valid email address')),
  subject: text('Subject', 200),
  message: text('Message', 5000),
});

export type ContactQueryFields = z.infer<typeof contactQuerySchema>;
