export function normaliseWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

export function firstTwoWords(question: string): string[] {
  return normaliseWords(question).slice(0, 2);
}

export function matchesFirstTwoWords(message: string, question: string): boolean {
  const keywords = firstTwoWords(question);
  if (keywords.length === 0) {
    return false;
  }
  const words = new Set(normaliseWords(message));
  return keywords.every((keyword) => words.has(keyword));
}
