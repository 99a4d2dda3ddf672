import { z } from 'zod';
import type { SharePlanRequest } from './safety-plan-api';

export const MEETING_NOTE_MAX = 200;

/** The 'Share plan with a trusted contact' form; the check-in time is the browser's local 'YYYY-MM-DDTHH:mm[:ss]'. */
export const safetyPlanFormSchema = z.object({
  contactName: z
    .string()
    .trim()
    .min(1, "Enter your contact's name")
    .max(100, 'The name must be 100 characters or less'),
  contactEmail: z
    .string()
    .trim()
    .pipe(z.email({ error: 'Enter a valid email address' })),
  meetingNote: z
    .string()
    .trim()
    .max(MEETING_NOTE_MAX, `The meeting place note must be ${MEETING_NOTE_MAX} characters or less`),
  checkInAt: z
    .string()
    .refine((value) => value === '' || !Number.isNaN(new Date(value).getTime()), 'Choose a valid check-in time')
    .refine(
      (value) => value === '' || new Date(value).getTime() > Date.now(),
      'The check-in time must be in the future',
    ),
});

export type SafetyPlanFormValues = z.input<typeof safetyPlanFormSchema>;

export const sharePlanRequestOf = (values: SafetyPlanFormValues): SharePlanRequest => ({
  contactName: values.contactName.trim(),
  contactEmail: values.contactEmail.trim(),
  meetingNote: values.meetingNote.trim() || null,
  checkInAt: values.checkInAt ? new Date(values.checkInAt).toISOString() : null,
});
