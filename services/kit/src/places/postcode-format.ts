import { COUNTRY_CODES, type CountryName } from '../countries';

/** Full postcodes typed without their space, and where the space goes (characters before it). */
const COMPACT_FORMS: Partial<Record<CountryName, { pattern: RegExp; split: (compact: string) => number }>> = {
  'United Kingdom': { pattern: /^[A-Z]{1,2}[0-9][A-Z0-9]?[0-9][A-Z]{2}$/, split: (compact) => compact.length - 3 },
  Ireland: { pattern: /^[AC-FHKNPRTV-Y][0-9][0-9W][AC-FHKNPRTV-Y0-9]{4}$/, split: () => 3 },
  Canada: { pattern: /^[A-Z][0-9][A-Z][0-9][A-Z][0-9]$/, split: () => 3 },
  Netherlands: { pattern: /^[1-9][0-9]{3}[A-Z]{2}$/, split: () => 4 },
};

/**
 * A postcode as stored: trimmed, upper case, single spaces; a full UK, Irish, Canadian or Dutch postcode typed
 * without its space gets it ('sw1a1aa' → 'SW1A 1AA').
 */
export function normalisePostcode(country: string, raw: string): string {
  const spaced = raw.trim().replace(/\s+/g, ' ').toUpperCase();
  const form = COMPACT_FORMS[country as CountryName];
  if (!form || !form.pattern.test(spaced)) return spaced;
  const at = form.split(spaced);
  return `${spaced.slice(0, at)} ${spaced.slice(at)}`;
}

const UK_FULL = /^([A-Z]{1,2}[0-9][A-Z0-9]?) [0-9][A-Z]{2}$/;
const US_ZIP = /^([0-9]{5})(?:[- ]?[0-9]{4})?$/;

/**
 * The key of the centroid a normalised postcode resolves to: the UK outward code, the Irish routing key, the
 * Canadian FSA, the Dutch four digits, the five-digit US ZIP (of a ZIP+4); else the postcode itself.
 */
export function postcodeKey(country: string, normalised: string): string {
  switch (COUNTRY_CODES[country as CountryName]) {
    case 'GB':
      return UK_FULL.exec(normalised)?.[1] ?? normalised;
    case 'IE':
    case 'CA':
      return normalised.length > 3 && normalised[3] === ' ' ? normalised.slice(0, 3) : normalised;
    case 'NL':
      return /^[0-9]{4}( [A-Z]{2})?$/.test(normalised) ? normalised.slice(0, 4) : normalised;
    case 'US':
      return US_ZIP.exec(normalised)?.[1] ?? normalised;
    case 'AU':
    case 'NZ':
    case 'DE':
    case 'FR':
    case 'ES':
    case 'IT':
    case undefined:
      return normalised;
  }
}
