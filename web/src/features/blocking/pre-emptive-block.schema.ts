import { z } from 'zod';

export const PRE_EMPTIVE_BLOCK_LABEL_MAX = 60;
/** Long enough for any number written with spaces, brackets and an international prefix (as identity allows). */
export const PHONE_NUMBER_INPUT_MAX = 32;
export const PRE_EMPTIVE_BLOCK_KINDS = ['email', 'phone'] as const;
export type PreEmptiveBlockKind = (typeof PRE_EMPTIVE_BLOCK_KINDS)[number];

const INVALID_EMAIL = 'Please enter a valid email address';
export const INVALID_PHONE_NUMBER = 'Please enter a valid phone number';

/**
 * The panel's form: an email address or a phone number, and a label. Identity checks the same rules again with the
 * same messages, and is the one to read a phone number (with the member's country).
 */
export const preEmptiveBlockFormSchema = z
  .object({
    kind: z.enum(PRE_EMPTIVE_BLOCK_KINDS),
    contact: z.string().trim(),
    label: z
      .string()
      .trim()
      .max(PRE_EMPTIVE_BLOCK_LABEL_MAX, `Label must be ${PRE_EMPTIVE_BLOCK_LABEL_MAX} characters or fewer`),
  })
  .superRefine(({ kind, contact }, context) => {
    const valid =
      kind === 'email'
        ? z.email().max(254).safeParse(contact).success
        : /\d/.test(contact) && contact.length <= PHONE_NUMBER_INPUT_MAX;
    if (!valid)
      context.addIssue({
        code: 'custom',
        path: ['contact'],
        message: kind === 'email' ? INVALID_EMAIL : INVALID_PHONE_NUMBER,
      });
  });

export type PreEmptiveBlockFormValues = z.infer<typeof preEmptiveBlockFormSchema>;
