import { z } from 'zod';
import { EVENT_REPEATS, EVENT_TYPES } from './community-events-api';

export const MIN_PARTICIPANTS = 2;
export const MAX_PARTICIPANTS = 100;
export const DEFAULT_PARTICIPANTS = 20;

/** A datetime-local value ("2026-03-14T10:30"), read in the member's own time zone. */
const isDateTime = (value: string) => value !== '' && !Number.isNaN(new Date(value).getTime());

/** The 'Create Event' dialog's rules; `now` is injectable so the future check can be tested. */
export const createEventFormSchema = (now: () => Date = () => new Date()) =>
  z
    .object({
      title: z.string().trim().min(1, 'Title is required').max(200, 'Title must be at most 200 characters'),
      description: z.string().trim().max(5000, 'Description must be at most 5000 characters'),
      eventType: z.enum(EVENT_TYPES, { error: 'Please choose an event type' }),
      isVirtual: z.boolean(),
      location: z.string().trim().max(300, 'Location must be at most 300 characters'),
      startDateTime: z
        .string()
        .refine(isDateTime, 'Start date and time is required')
        .refine((value) => !isDateTime(value) || new Date(value) > now(), 'The start must be in the future'),
      endDateTime: z.string().refine(isDateTime, 'End date and time is required'),
      maxParticipants: z
        .number({ error: 'Max participants must be a number' })
        .int('Max participants must be a whole number')
        .min(MIN_PARTICIPANTS, `Max participants must be at least ${MIN_PARTICIPANTS}`)
        .max(MAX_PARTICIPANTS, `Max participants must be at most ${MAX_PARTICIPANTS}`),
      repeats: z.enum(EVENT_REPEATS, { error: 'Please choose how often it repeats' }),
      recurrenceRule: z.string().trim().max(200, 'The repeat rule must be under 200 characters'),
    })
    .refine((values) => values.repeats !== 'custom' || values.recurrenceRule !== '', {
      path: ['recurrenceRule'],
      message: 'Please enter a repeat rule, e.g. FREQ=WEEKLY;BYDAY=MO',
    })
    .refine(
      (values) =>
        !isDateTime(values.startDateTime) ||
        !isDateTime(values.endDateTime) ||
        new Date(values.endDateTime) > new Date(values.startDateTime),
      {
        path: ['endDateTime'],
        message: 'The end must be after the start',
        // Checked even while other fields are still wrong, so every message shows at once.
        when: (payload) => {
          const values = payload.value as Partial<Record<'startDateTime' | 'endDateTime', unknown>>;
          return typeof values.startDateTime === 'string' && typeof values.endDateTime === 'string';
        },
      },
    );

export type CreateEventFormInput = z.input<ReturnType<typeof createEventFormSchema>>;
export type CreateEventFormValues = z.output<ReturnType<typeof createEventFormSchema>>;

export const MAX_CHILD_AGE = 17;

/** "4, 7": the ages of the children coming (never names); empty when none come. */
export const childrenAgesSchema = z
  .string()
  .trim()
  .refine(
    (text) => text === '' || text.split(',').every((part) => /^\s*\d{1,2}\s*$/.test(part)),
    'Enter ages only, as whole numbers separated by commas',
  )
  .transform((text) => (text === '' ? [] : text.split(',').map((part) => Number(part.trim()))))
  .refine((ages) => ages.every((age) => age <= MAX_CHILD_AGE), `Each age must be from 0 to ${MAX_CHILD_AGE}`)
  .refine((ages) => ages.length <= 10, 'You can bring at most 10 children');
