/** The eleven countries Village members live in, by the name stored and shown, with their ISO 3166 code. */
export const COUNTRY_CODES = {
  'United Kingdom': 'GB',
  Ireland: 'IE',
  'United States': 'US',
  Canada: 'CA',
  Australia: 'AU',
  'New Zealand': 'NZ',
  Germany: 'DE',
  France: 'FR',
  Spain: 'ES',
  Italy: 'IT',
  Netherlands: 'NL',
} as const;

export type CountryName = keyof typeof COUNTRY_CODES;
export type CountryCode = (typeof COUNTRY_CODES)[CountryName];

/** The names in the order forms offer them. */
export const COUNTRY_NAMES = Object.keys(COUNTRY_CODES) as [CountryName, ...CountryName[]];

export function isCountryName(value: string): value is CountryName {
  return Object.hasOwn(COUNTRY_CODES, value);
}

export function countryNameOf(code: string): CountryName | undefined {
  return COUNTRY_NAMES.find((name) => COUNTRY_CODES[name] === code);
}
