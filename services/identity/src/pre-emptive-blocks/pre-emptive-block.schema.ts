import { z } from 'zod';
import { INVALID_PHONE_NUMBER, PHONE_NUMBER_INPUT_MAX } from '../phone-numbers/phone-number';

export const PRE_EMPTIVE_BLOCK_LABEL_MAX = 60;

export const EMAIL_OR_PHONE_NEEDED = 'Please enter an email address or a phone number';

/**
 * A pre-emptive block as the member asks for it: the email address or the phone number to block (one of them; the
 * number as written, read later with the member's country), and a label only they see.
 */
export const preEmptiveBlockSchema = z
  .object({
    email: z
      .string({ error: 'Please enter a valid email address' })
      .trim()
      .toLowerCase()
      .pipe(z.email('Please enter a valid email address').max(254, 'Please enter a valid email address'))
      .optional(),
    phone: z
      .string({ error: INVALID_PHONE_NUMBER })
      .trim()
      .min(1, INVALID_PHONE_NUMBER)
      .max(PHONE_NUMBER_INPUT_MAX, INVALID_PHONE_NUMBER)
      .optional(),
    label: z
      .string()
      .trim()
      .max(PRE_EMPTIVE_BLOCK_LABEL_MAX, `Label must be ${PRE_EMPTIVE_BLOCK_LABEL_MAX} characters or fewer`)
      .optional()
      .transform((label) => label || null),
  })
  .refine((block) => (block.email === undefined) !== (block.phone === undefined), {
    error: EMAIL_OR_PHONE_NEEDED,
    path: ['email'],
  });

export type PreEmptiveBlockInput = z.input<typeof preEmptiveBlockSchema>;
