import { z } from 'zod';

export const PRE_EMPTIVE_BLOCK_LABEL_MAX = 60;

/** The panel's form; identity checks the same rules again with the same messages. */
export const preEmptiveBlockFormSchema = z.object({
  email: z
    .string()
    .trim()
    .pipe(z.email('Please enter a valid email address').max(254, 'Please enter a valid email address')),
  label: z
    .string()
    .trim()
    .max(PRE_EMPTIVE_BLOCK_LABEL_MAX, `Label must be ${PRE_EMPTIVE_BLOCK_LABEL_MAX} characters or fewer`),
});

export type PreEmptiveBlockFormValues = z.infer<typeof preEmptiveBlockFormSchema>;
