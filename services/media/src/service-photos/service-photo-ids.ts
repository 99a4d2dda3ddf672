import { isUuid } from '@village/kit';

/** The photo ids an event names, each once and in order; anything that is not a uuid cannot be one of ours. */
export function distinctPhotoIds(ids: readonly string[]): { valid: string[]; malformed: string[] } {
  const valid = [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];
  return { valid, malformed: ids.filter((id) => !isUuid(id)) };
}
