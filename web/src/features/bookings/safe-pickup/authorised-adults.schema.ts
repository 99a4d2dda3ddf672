import { z } from 'zod';

export const MAX_AUTHORISED_ADULTS = 5;
export const ADULT_NAME_LENGTH = { min: 2, max: 80 } as const;

/** The names typed one per line, without blank lines and extra spaces. */
export const adultNamesOf = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');

const namesProblem = (names: string[], required: boolean): string | null => {
  if (names.length === 0) return required ? 'Name at least one adult who may collect the child' : null;
  if (names.length > MAX_AUTHORISED_ADULTS) return 'Name at most 5 adults who may collect the child';
  if (names.some((name) => name.length < ADULT_NAME_LENGTH.min || name.length > ADULT_NAME_LENGTH.max)) {
    return 'Each name must be between 2 and 80 characters';
  }
  if (new Set(names.map((name) => name.toLowerCase())).size !== names.length)
    return 'Each adult may be named only once';
  return null;
};

/** One name a line; `required` when editing (the booking form may leave it for later). */
export const authorisedAdultsText = (required: boolean) =>
  z.string().superRefine((text, context) => {
    const problem = namesProblem(adultNamesOf(text), required);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

export const authorisedAdultsFormSchema = z.object({ names: authorisedAdultsText(true) });
export type AuthorisedAdultsFormValues = z.infer<typeof authorisedAdultsFormSchema>;
