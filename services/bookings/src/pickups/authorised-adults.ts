import { bookingInvalid } from '../bookings.errors';

export const MIN_AUTHORISED_ADULTS = 1;
export const MAX_AUTHORISED_ADULTS = 5;
export const MIN_ADULT_NAME_LENGTH = 2;
export const MAX_ADULT_NAME_LENGTH = 80;

const FIELD = 'authorisedAdults';

const refuse = (message: string) => bookingInvalid(message, { [FIELD]: message });

/** The names as they are kept: trimmed, inner spaces collapsed, 1 to 5 of them, each 2 to 80 characters, no repeats. */
export function checkedAdultNames(names: readonly string[]): string[] {
  const cleaned = names.map((name) => name.replace(/\s+/g, ' ').trim());
  if (cleaned.length < MIN_AUTHORISED_ADULTS) throw refuse('Name at least one adult who may collect the child');
  if (cleaned.length > MAX_AUTHORISED_ADULTS) {
    throw refuse(`Name at most ${MAX_AUTHORISED_ADULTS} adults who may collect the child`);
  }
  for (const name of cleaned) {
    if (name.length < MIN_ADULT_NAME_LENGTH || name.length > MAX_ADULT_NAME_LENGTH) {
      throw refuse(`Each name must be between ${MIN_ADULT_NAME_LENGTH} and ${MAX_ADULT_NAME_LENGTH} characters`);
    }
  }
  const seen = new Set(cleaned.map((name) => name.toLocaleLowerCase('en-GB')));
  if (seen.size !== cleaned.length) throw refuse('Each adult may be named only once');
  return cleaned;
}
