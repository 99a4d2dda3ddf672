import { z } from 'zod';
import { newPasswordSchema, PASSWORDS_DIFFER } from '../account-links/new-password.schema';

export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, 'Please enter your current password'),
    newPassword: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DIFFER,
  });

export type ChangePasswordValues = z.output<typeof changePasswordFormSchema>;
