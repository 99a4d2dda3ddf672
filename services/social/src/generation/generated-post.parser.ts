import type { GeneratedPost } from './text-generator.port';

/**
 * Reads the {content, hashtags} a model was asked for, however it wrapped it: bare JSON, a ```json fence, or JSON
 * with a sentence before or after. Hashtags may come as a list or as one "#a #b" string. Throws when there is no
 * usable post in the answer.
 */
export function parseGeneratedPost(answer: string): GeneratedPost {
  const parsed = firstJsonObject(answer);
  if (!parsed || typeof parsed !== 'object') throw new Error('the answer held no JSON object');
  const { content, hashtags } = parsed as Record<string, unknown>;
  if (typeof content !== 'string' || content.trim() === '') throw new Error('the answer had no content');
  return { content: content.trim(), hashtags: hashtagsFrom(hashtags) };
}

function hashtagsFrom(value: unknown): string[] {
  const raw = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[\s,]+/) : [];
  return raw
    .filter((tag): tag is string => typeof tag === 'string')
    .map((tag) => tag.trim().replace(/^#+/, ''))
    .filter(Boolean);
}

function firstJsonObject(answer: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(answer)?.[1];
  for (const text of [fenced, answer]) {
    if (!text) continue;
    for (let start = text.indexOf('{'); start !== -1; start = text.indexOf('{', start + 1)) {
      const end = matchingBrace(text, start);
      if (end === -1) continue;
      try {
        return JSON.parse(text.slice(start, end + 1));
      } catch {
        // Not JSON from this brace: try the next one.
      }
    }
  }
  return null;
}

/** The index of the brace closing the one at `start`, skipping braces inside strings; -1 when unbalanced. */
function matchingBrace(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let index = start; index < text.length; index++) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return index;
  }
  return -1;
}
