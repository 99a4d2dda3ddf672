/**
 * Columns that would hold a child's name, birth date or photo (issue 15, capability 10: only age ranges are kept
 * about children). A column is flagged when a word naming a child appears in its table's or its own name and a word
 * naming such data appears in its own name: `children.first_name`, `bookings.kid_dob`, `listings.daughter_photo_id`.
 */
const CHILD_WORDS = new Set(['child', 'children', 'childs', 'kid', 'kids', 'son', 'sons', 'daughter', 'daughters']);
const CHILD_DATA_WORDS = new Set([
  'name',
  'names',
  'firstname',
  'lastname',
  'fullname',
  'birth',
  'birthday',
  'birthdate',
  'dob',
  'born',
  'photo',
  'photos',
  'image',
  'images',
  'picture',
  'pictures',
  'avatar',
]);

/** The words of an identifier, snake_case or camelCase: `childBirthDate` → child, birth, date. */
export const wordsOf = (identifier: string): string[] =>
  identifier
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

export function holdsChildData(table: string, column: string): boolean {
  const columnWords = wordsOf(column);
  const namesAChild = [...wordsOf(table), ...columnWords].some((word) => CHILD_WORDS.has(word));
  return namesAChild && columnWords.some((word) => CHILD_DATA_WORDS.has(word));
}
