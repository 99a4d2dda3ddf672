import { z } from 'zod';

export const signinSchema = z.object({
  email: z.string().trim().pipe(z.email('Please enter a valid email address')),
  password: z.string().min(1, 'Please enter your password'),
});

export type SigninValues = z.output<typeof signinSchema>;
