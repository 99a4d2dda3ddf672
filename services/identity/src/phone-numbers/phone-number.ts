import { COUNTRY_CODES, DomainError, ErrorKind, isCountryName, VALIDATION_ERROR_CODE } from '@village/kit';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

export const INVALID_PHONE_NUMBER = 'Please enter a valid phone number';
/** Long enough for any number written with spaces, brackets and an international prefix. */
export const PHONE_NUMBER_INPUT_MAX = 32;

/**
 * A phone number in E.164 (+447700900123), read as the member writes it: national numbers in their own country's
 * format, others with their international prefix. Undefined when it is not a number that can be dialled.
 */
export function toE164(value: string, countryName: string): string | undefined {
  const trimmed = value.trim();
  if (!trimmed || trimmed.length > PHONE_NUMBER_INPUT_MAX) return undefined;
  const country = isCountryName(countryName) ? COUNTRY_CODES[countryName] : undefined;
  const parsed = parsePhoneNumberFromString(trimmed, country);
  return parsed?.isValid() ? parsed.number : undefined;
}

/** The answer to a number that is not one: a 400 naming the field, like any validation error. */
export const invalidPhoneNumber = (field: string): DomainError =>
  new DomainError(VALIDATION_ERROR_CODE, ErrorKind.Invalid, INVALID_PHONE_NUMBER, { [field]: INVALID_PHONE_NUMBER });
