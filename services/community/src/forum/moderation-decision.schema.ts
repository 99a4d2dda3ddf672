import { z } from 'zod';

/** An admin's decision on a held post or reply: approval needs nothing more, a rejection needs its reason. */
export const moderationDecisionSchema = (what: 'post' | 'reply') =>
  z.discriminatedUnion('approved', [
    z.object({ approved: z.literal(true), reason: z.unknown().transform(() => null) }),
    z.object({
      approved: z.literal(false),
      reason: z
        .string({ error: `A reason is required to reject a ${what}` })
        .trim()
        .min(1, `A reason is required to reject a ${what}`)
        .max(1000, 'The reason must be at most 1000 characters'),
    }),
  ]);
