import { normalisePostcode, postcodeKey, type CountryName } from '@village/kit';

/**
 * Takes out of a text what a promotional post must never carry (ADR 024): full postcodes, street addresses, email
 * addresses, phone numbers, and what a parent might say about their children (ages, names). What is left is tidied
 * so the sentence still reads.
 */
export function scrubText(text: string): string {
  let scrubbed = text;
  for (const rule of RULES) scrubbed = scrubbed.replace(rule.pattern, rule.replace);
  return tidy(scrubbed);
}

/** A hashtag that carried anything the scrubber removes is dropped whole, never half-kept. */
export function isSafeHashtag(tag: string): boolean {
  return scrubText(tag) === tag && !/\d{5,}/.test(tag);
}

interface PostcodeForm {
  country: CountryName;
  pattern: RegExp;
}

/**
 * Where each country's full postcode may stand in running text, with or without its space. A match is removed when
 * the kit's own helpers read it as a full postcode: one that narrows to a smaller key (SW1A 1AA → SW1A, ZIP+4 → ZIP).
 */
const POSTCODE_FORMS: PostcodeForm[] = [
  { country: 'United Kingdom', pattern: /\b[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}\b/gi },
  { country: 'Ireland', pattern: /\b[AC-FHKNPRTV-Y][0-9][0-9W] ?[AC-FHKNPRTV-Y0-9]{4}\b/gi },
  { country: 'Canada', pattern: /\b[A-Z][0-9][A-Z] ?[0-9][A-Z][0-9]\b/gi },
  { country: 'Netherlands', pattern: /\b[1-9][0-9]{3} ?[A-Z]{2}\b/g },
  { country: 'United States', pattern: /\b[0-9]{5}[- ][0-9]{4}\b/g },
];

function isFullPostcode(country: CountryName, candidate: string): boolean {
  const normalised = normalisePostcode(country, candidate);
  return postcodeKey(country, normalised) !== normalised;
}

const STREET_WORDS = [
  'street',
  'st',
  'road',
  'rd',
  'avenue',
  'ave',
  'lane',
  'ln',
  'drive',
  'dr',
  'close',
  'court',
  'ct',
  'crescent',
  'cres',
  'place',
  'pl',
  'way',
  'terrace',
  'gardens',
  'grove',
  'square',
  'sq',
  'hill',
  'mews',
  'row',
  'walk',
  'parade',
  'boulevard',
  'blvd',
  'park',
  'rise',
  'view',
  'green',
  'highway',
  'hwy',
].join('|');

/** Words that never name a street: "3 of us along the way" is not an address. */
const NOT_A_STREET_NAME = '(?!(?:the|a|an|of|to|in|on|at|along|all|and|for|with|our|your|my|this|that|us|we)\\b)';

const STREET_ADDRESS = new RegExp(
  `(?:\\b(?:flat|apt|apartment|unit)\\s*\\d+[a-z]?,?\\s*)?\\b\\d{1,5}[a-z]?,?\\s+(?:${NOT_A_STREET_NAME}[a-z][a-z'’.-]*\\s+){1,3}(?:${STREET_WORDS})\\b`,
  'gi',
);

const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/gi;

const PHONE_NUMBERS = [
  /(?:\+|\b00)\d{1,3}[\s.-]?(?:\(0\)[\s.-]?)?\d(?:[\s.-]?\d){6,12}\b/g,
  /\b0\d(?:[\s.-]?\d){8,9}\b/g,
  /(?:\(\d{3}\)\s?|\b\d{3}[\s.-])\d{3}[\s.-]\d{4}\b/g,
];

const NUMBER_WORDS = 'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen';
const AN_AGE = `(?:\\d{1,2}|${NUMBER_WORDS})`;
const CHILD_WORDS = 'sons?|daughters?|boys?|girls?|kids?|children|child|twins|toddlers?|babies|baby|little ones?';
const POSSESSIVE = '(my|our|his|her|their)';

/** "my 6 year old son" / "our 3-yr-old": the family, not the child. */
const POSSESSIVE_AGE = new RegExp(
  `\\b${POSSESSIVE}\\s+(?:little\\s+)?${AN_AGE}[\\s-]*(?:years?|yrs?|months?)?[\\s-]*olds?(?:\\s+(?:${CHILD_WORDS}))?\\b`,
  'gi',
);

/** "my son Oliver", "our daughters, Mia and Ava", "my little boy": the family, never the child. */
const POSSESSIVE_CHILD = new RegExp(
  `\\b${POSSESSIVE}\\s+(?:(?:little|eldest|oldest|youngest|middle)\\s+)?(?:${CHILD_WORDS})\\b(?:,?\\s+(?:[A-Z][a-z'’-]+)(?:(?:,\\s*|\\s+(?:and|&)\\s+)[A-Z][a-z'’-]+)*)?`,
  'g',
);

/** "6 year olds", "a 4-year-old boy", "for a 2 year old." (but "a 3 month old puppy" is a pet). */
const BARE_AGE = new RegExp(
  `\\b(?:an?\\s+)?${AN_AGE}[\\s-]*(?:years?|yrs?|months?)[\\s-]*old(?:s\\b|\\s+(?:${CHILD_WORDS})\\b|(?=\\s*(?:[.,;:!?]|$)))`,
  'gi',
);

/** "aged 4", "ages 3-5", "age 2 to 4 years". */
const STATED_AGE = new RegExp(
  `\\b(?:aged?|ages)\\s+${AN_AGE}(?:\\+|\\s*(?:-|–|to|and|&)\\s*${AN_AGE})*(?:\\s*(?:years?|yrs?|months?)(?:\\s+old)?)?`,
  'gi',
);

interface Rule {
  pattern: RegExp;
  replace: (match: string, ...groups: string[]) => string;
}

/** Where something was taken out, until tidy() closes the gap (with the words that led up to it). */
const GAP = '\uE000';
const removed = () => GAP;

const RULES: Rule[] = [
  { pattern: EMAIL, replace: removed },
  ...PHONE_NUMBERS.map((pattern) => ({ pattern, replace: removed })),
  ...POSTCODE_FORMS.map(({ country, pattern }) => ({
    pattern,
    replace: (match: string) => (isFullPostcode(country, match) ? GAP : match),
  })),
  { pattern: STREET_ADDRESS, replace: removed },
  { pattern: POSSESSIVE_AGE, replace: (_match, possessive) => `${possessive} family` },
  { pattern: POSSESSIVE_CHILD, replace: (_match, possessive) => `${possessive} family` },
  { pattern: BARE_AGE, replace: () => 'children' },
  { pattern: STATED_AGE, replace: removed },
];

/** Words that only led up to what was taken out: "at 12 Oak Road", "call 07700 900123", "or email …". */
const LEAD_IN =
  /(?:\s*\b(?:at|in|on|near|from|by|call|text|email|e-mail|ring|phone|contact|or|and)\b)?[\s,;:–-]*\uE000/gi;
const GAPS = /\uE000(?:[\s,;:–-]*\uE000)+/g;

/** Closes the gaps, then the spaces and punctuation left around them. */
function tidy(text: string): string {
  let closed = text;
  for (let previous = ''; previous !== closed;) {
    previous = closed;
    closed = closed.replace(GAPS, GAP).replace(LEAD_IN, GAP);
  }
  return closed
    .replace(
      /(^|[.!?])\s*\uE000\s*([a-z])/gm,
      (_gap, before: string, letter: string) => `${before}${before ? ' ' : ''}${letter.toUpperCase()}`,
    )
    .split('\n')
    .map((line) =>
      line
        .replace(/\uE000/g, '')
        .replace(/\(\s*\)/g, '')
        .replace(/[ \t]{2,}/g, ' ')
        .replace(/\s+([,.;:!?])/g, '$1')
        .replace(/([,;:])(?:\s*[,;:])+/g, '$1')
        .replace(/[,;:]\s*([.!?])/g, '$1')
        .replace(/(^|[.!?]\s+)[,;:–-]\s*/g, '$1')
        .replace(/^[\s,;:–-]+|[\s,;:–-]+$/g, '')
        .trim(),
    )
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
