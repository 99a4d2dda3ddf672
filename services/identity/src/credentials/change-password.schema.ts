import { z } from 'zod';
import { newPasswordSchema } from '../registration/password-rules';

export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: 'Please enter your current password' })
    .min(1, 'Please enter your current password')
    .max(256),
  newPassword: newPasswordSchema,
});

export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
