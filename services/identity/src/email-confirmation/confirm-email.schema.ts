import { z } from 'zod';

export const confirmEmailSchema = z.object({
  token: z
    .string({ error: 'The confirmation token is missing.' })
    .min(1, 'The confirmation token is missing.')
    .max(200, 'This confirmation link is not valid.'),
});
