import { isUuid } from '@village/kit';

/** Where the next page starts: the last row's sort key (a distance or a creation time as text) and its id. */
export interface BrowseCursor {
  key: number | string;
  id: string;
}

/** Opaque to callers: base64url of JSON. */
export function encodeCursor(cursor: BrowseCursor): string {
  return Buffer.from(JSON.stringify([cursor.key, cursor.id])).toString('base64url');
}

/** The cursor a page handed out, or null for anything that is not one. */
export function decodeCursor(text: string): BrowseCursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [key, id] = value as unknown[];
    if (typeof id !== 'string' || !isUuid(id)) return null;
    if (typeof key === 'number' && Number.isFinite(key)) return { key, id };
    if (typeof key === 'string' && !Number.isNaN(Date.parse(key))) return { key, id };
    return null;
  } catch {
    return null;
  }
}
