import { z } from 'zod';

export const MAX_COVER_NOTE_LENGTH = 300;
export const MAX_COVER_CHILDREN = 4;
export const MAX_CIRCLE_SIZE = 5;

const time = (error: string) => z.string({ error }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, error);

export const coverRequestInputSchema = z
  .object({
    day: z.iso.date({ error: 'Choose a valid day' }),
    fromTime: time('Choose a valid start time'),
    untilTime: time('Choose a valid end time'),
    children: z
      .number({ error: 'Choose how many children' })
      .int('Choose how many children')
      .min(1, 'Choose how many children')
      .max(MAX_COVER_CHILDREN, `Cover is for at most ${MAX_COVER_CHILDREN} children`),
    note: z
      .string()
      .trim()
      .max(MAX_COVER_NOTE_LENGTH, `The note must be ${MAX_COVER_NOTE_LENGTH} characters or less`)
      .nullish()
      .transform((note) => note || null),
  })
  .refine((input) => input.untilTime > input.fromTime, {
    message: 'The end time must be after the start time',
    path: ['untilTime'],
  });

export interface CoverRequestInput {
  day: string;
  fromTime: string;
  untilTime: string;
  children: number;
  note?: string | null;
}
