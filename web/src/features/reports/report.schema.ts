import { z } from 'zod';

export const REPORT_DETAILS_MAX = 1000;

/** The report form; community checks the same rules. */
export const reportFormSchema = z.object({
  reason: z.enum(['spam', 'harassment', 'child_safety', 'other'], { error: 'Choose a reason' }),
  details: z.string().trim().max(REPORT_DETAILS_MAX, `Details must be at most ${REPORT_DETAILS_MAX} characters`),
});

export type ReportFormInput = z.input<typeof reportFormSchema>;
export type ReportFormValues = z.output<typeof reportFormSchema>;
