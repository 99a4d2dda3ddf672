import { z } from 'zod';

export const MAX_MEETING_NOTE_LENGTH = 200;
export const MAX_CONTACT_NAME_LENGTH = 100;

export const sharePlanInputSchema = z.object({
  bookingId: z.uuid({ error: 'Booking not found' }),
  contactName: z
    .string({ error: "Enter your contact's name" })
    .trim()
    .min(1, "Enter your contact's name")
    .max(MAX_CONTACT_NAME_LENGTH, `The name must be ${MAX_CONTACT_NAME_LENGTH} characters or less`),
  contactEmail: z
    .string({ error: 'Enter a valid email address' })
    .trim()
    .pipe(z.email({ error: 'Enter a valid email address' })),
  meetingNote: z
    .string()
    .trim()
    .max(MAX_MEETING_NOTE_LENGTH, `The meeting place note must be ${MAX_MEETING_NOTE_LENGTH} characters or less`)
    .nullish()
    .transform((note) => note || null),
  checkInAt: z
    .date({ error: 'Choose a valid check-in time' })
    .nullish()
    .transform((at) => at ?? null)
    .refine((at) => at === null || !Number.isNaN(at.getTime()), 'Choose a valid check-in time'),
});

export interface SharePlanInput {
  bookingId: string;
  contactName: string;
  contactEmail: string;
  meetingNote?: string | null;
  checkInAt?: Date | null;
}
