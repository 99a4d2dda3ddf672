import { z } from 'zod';

export const CERTIFICATE_NUMBER_MESSAGE = 'Please enter the 12-digit DBS certificate number';
export const ISSUE_DATE_MESSAGE = 'Please enter the issue date as YYYY-MM-DD';
export const FUTURE_ISSUE_DATE_MESSAGE = 'The issue date cannot be in the future';

/** What an admin types after seeing an enhanced DBS certificate: its 12-digit number and issue date. */
export const dbsCheckSchema = z.object({
  certificateNumber: z
    .string({ error: CERTIFICATE_NUMBER_MESSAGE })
    .transform((number) => number.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{12}$/, CERTIFICATE_NUMBER_MESSAGE)),
  issuedOn: z.iso.date({ error: ISSUE_DATE_MESSAGE }),
});

export type DbsCheckInput = z.input<typeof dbsCheckSchema>;
