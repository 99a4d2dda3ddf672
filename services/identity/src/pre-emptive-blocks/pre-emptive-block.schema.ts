import { z } from 'zod';

export const PRE_EMPTIVE_BLOCK_LABEL_MAX = 60;

/** A pre-emptive block as the member asks for it: the address to block, and a label only they see. */
export const preEmptiveBlockSchema = z.object({
  email: z
    .string({ error: 'Please enter a valid email address' })
    .trim()
    .toLowerCase()
    .pipe(z.email('Please enter a valid email address').max(254, 'Please enter a valid email address')),
  label: z
    .string()
    .trim()
    .max(PRE_EMPTIVE_BLOCK_LABEL_MAX, `Label must be ${PRE_EMPTIVE_BLOCK_LABEL_MAX} characters or fewer`)
    .optional()
    .transform((label) => label || null),
});

export type PreEmptiveBlockInput = z.input<typeof preEmptiveBlockSchema>;
