/** One factor's score (0..1) and the words that explain it to the member. */
export interface FactorScore {
  score: number;
  explanation: string;
}

/** 'a', 'a and b', 'a, b and c'. */
export function wordList(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

export const clamp01 = (value: number): number => Math.min(1, Math.max(0, value));
