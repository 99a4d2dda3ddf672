/** What X counts as one character; everything else (CJK, most symbols) counts as two. */
const SINGLE_WEIGHT_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x0000, 0x10ff],
  [0x2000, 0x200d],
  [0x2010, 0x201f],
  [0x2032, 0x2037],
];
/** Every link is shortened to t.co, so it counts as this many characters whatever its length. */
const LINK_LENGTH = 23;
const LINK = /https?:\/\/\S+/gu;
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

const weightOf = (codePoint: number) =>
  SINGLE_WEIGHT_RANGES.some(([from, to]) => codePoint >= from && codePoint <= to) ? 1 : 2;

/**
 * The length X measures a post by (its published counting rules): text normalised to NFC; links 23 each; an emoji,
 * however many code points it joins, 2; Latin, Greek, Cyrillic and general punctuation 1 each; anything else 2.
 */
export function xWeightedLength(text: string): number {
  const normalised = text.normalize('NFC');
  const links = normalised.match(LINK) ?? [];
  const withoutLinks = normalised.replace(LINK, '');
  let length = links.length * LINK_LENGTH;
  for (const { segment } of graphemes.segment(withoutLinks)) {
    if (EMOJI.test(segment)) length += 2;
    else for (const character of segment) length += weightOf(character.codePointAt(0) ?? 0);
  }
  return length;
}
