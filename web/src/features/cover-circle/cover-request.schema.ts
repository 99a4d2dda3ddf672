import { z } from 'zod';

/** The server's limits (bookings' cover-request-input.schema.ts). */
export const MAX_COVER_NOTE_LENGTH = 300;
export const MAX_CIRCLE_SIZE = 5;
export const CHILDREN_CHOICES = ['1', '2', '3', '4'] as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Today in the UK, YYYY-MM-DD: cover is asked for today or a later day. */
export const londonToday = (now = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);

/** The urgent cover form, with the server's own messages; `today` is the UK's (see londonToday). */
export const coverRequestFormSchema = (today: string) =>
  z
    .object({
      day: z.iso
        .date({ error: 'Choose a valid day' })
        .refine((day) => day >= today, { message: 'Choose today or a later day' }),
      fromTime: z.string().regex(TIME, 'Choose a valid start time'),
      untilTime: z.string().regex(TIME, 'Choose a valid end time'),
      children: z.enum(CHILDREN_CHOICES, { error: 'Choose how many children' }).transform(Number),
      note: z
        .string()
        .trim()
        .max(MAX_COVER_NOTE_LENGTH, `The note must be ${MAX_COVER_NOTE_LENGTH} characters or less`)
        .transform((note) => note || null),
    })
    .refine((input) => !TIME.test(input.fromTime) || input.untilTime > input.fromTime, {
      message: 'The end time must be after the start time',
      path: ['untilTime'],
    });

export type CoverRequestFormInput = z.input<ReturnType<typeof coverRequestFormSchema>>;
export type CoverRequestFormValues = z.output<ReturnType<typeof coverRequestFormSchema>>;

export const COVER_FORM_FIELDS = ['day', 'fromTime', 'untilTime', 'children', 'note'] as const;

export const coverFormDefaults = (today: string): CoverRequestFormInput => ({
  day: today,
  fromTime: '',
  untilTime: '',
  children: '1',
  note: '',
});
