import { xWeightedLength } from './x-weighted-length';

it('counts Latin letters, accents and general punctuation once', () => {
  expect(xWeightedLength('Playdate at the park — café after')).toBe(33);
});

it('counts CJK characters twice', () => {
  expect(xWeightedLength('公園で会いましょう')).toBe(18);
});

it('counts an emoji twice however many code points it joins', () => {
  expect(xWeightedLength('👍')).toBe(2);
  expect(xWeightedLength('👨‍👩‍👧')).toBe(2);
  expect(xWeightedLength('🇬🇧')).toBe(2);
});

it('counts every link as 23 whatever its length', () => {
  expect(xWeightedLength('See https://village.example/services/0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(4 + 23);
  expect(xWeightedLength('a http://x.io b')).toBe(4 + 23);
});

it('measures decomposed accents as their composed form', () => {
  expect(xWeightedLength('cafe\u0301')).toBe(4);
});
