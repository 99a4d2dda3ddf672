import { z } from 'zod';
import { newPasswordSchema } from '../registration/password-rules';
import { LINK_INVALID_MESSAGE } from '../identity.errors';

export const EMAIL_REQUIRED = 'Please enter your email address first.';

export const linkRequestSchema = z.object({
  email: z
    .string({ error: EMAIL_REQUIRED })
    .trim()
    .toLowerCase()
    .min(1, EMAIL_REQUIRED)
    .pipe(z.email('Please enter a valid email address').max(254, 'Please enter a valid email address')),
});

const token = z.string({ error: LINK_INVALID_MESSAGE }).min(1, LINK_INVALID_MESSAGE).max(256, LINK_INVALID_MESSAGE);

export const magicLinkSchema = z.object({ token });

export const passwordResetSchema = z.object({ token, password: newPasswordSchema });
