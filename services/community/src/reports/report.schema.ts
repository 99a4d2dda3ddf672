import { z } from 'zod';
import {
  REPORT_DETAILS_MAX,
  REPORT_NOTE_MAX,
  REPORT_OUTCOMES,
  REPORT_REASONS,
  REPORT_TARGET_TYPES,
} from './report.words';

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value || null);

/** A member's report; the web form checks the same rules. */
export const reportSchema = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES, { error: 'Choose what you are reporting' }),
  targetId: z.uuid({ error: 'We could not find what you are reporting' }),
  reason: z.enum(REPORT_REASONS, { error: 'Choose a reason' }),
  details: optionalText('Details', REPORT_DETAILS_MAX),
});

/** An admin's decision on a report. */
export const resolveReportSchema = z.object({
  outcome: z.enum(REPORT_OUTCOMES, { error: 'Choose an outcome' }),
  note: optionalText('Note', REPORT_NOTE_MAX),
});
