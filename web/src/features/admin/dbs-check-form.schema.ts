import { z } from 'zod';

/** The same words identity answers with, so the admin sees one message whichever side refuses. */
export const CERTIFICATE_NUMBER_MESSAGE = 'Please enter the 12-digit DBS certificate number';
export const ISSUE_DATE_MESSAGE = 'Please enter the issue date as YYYY-MM-DD';

export const dbsCheckFormSchema = z.object({
  certificateNumber: z
    .string()
    .transform((number) => number.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{12}$/, CERTIFICATE_NUMBER_MESSAGE)),
  issuedOn: z.iso.date({ error: ISSUE_DATE_MESSAGE }),
});

export type DbsCheckFormInput = z.input<typeof dbsCheckFormSchema>;
export type DbsCheckFormValues = z.output<typeof dbsCheckFormSchema>;
