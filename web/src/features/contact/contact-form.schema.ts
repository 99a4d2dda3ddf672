import { z } from 'zod';

const text = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

/** The same rules community applies to a query. */
export const contactFormSchema = z.object({
  firstName: text('First name', 100),
  lastName: text('Last name', 100),
  email: z.string().trim().min(1, 'Email is required').pipe(z.email('Please enter a valid email address')),
  subject: text('Subject', 200),
  message: text('Message', 5000),
  website: z.string(),
});

export type ContactFormValues = z.infer<typeof contactFormSchema>;
