import { z } from 'zod';

/** What the member types to show they mean it; identity checks the same phrase. */
export const ERASURE_PHRASE = 'erase my account';
export const ERASURE_PHRASE_WRONG = `Type "${ERASURE_PHRASE}" to confirm`;

export const eraseAccountFormSchema = z.object({
  password: z.string(),
  confirmation: z.string().refine((typed) => typed.trim().toLowerCase() === ERASURE_PHRASE, ERASURE_PHRASE_WRONG),
});

export type EraseAccountValues = z.output<typeof eraseAccountFormSchema>;
