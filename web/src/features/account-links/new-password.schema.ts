import { z } from 'zod';

export const PASSWORDS_DIFFER = 'Passwords do not match';

/** A new password as registration takes it (the server also refuses common ones and the member's own email). */
export const newPasswordSchema = z.string().min(8, 'Password must be at least 8 characters').max(256);

export const resetPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, { path: ['confirmPassword'], message: PASSWORDS_DIFFER });

export type ResetPasswordValues = z.output<typeof resetPasswordFormSchema>;
