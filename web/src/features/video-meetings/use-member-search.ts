import { useEffect, useState } from 'react';
import { searchMembers, type FoundMember } from './video-meetings-api';

export const SEARCH_MIN_CHARS = 2;
/** The server refuses longer names. */
export const SEARCH_MAX_CHARS = 50;
export const SEARCH_DEBOUNCE_MS = 300;

export type MemberSearch =
  { status: 'idle' } | { status: 'searching' } | { status: 'failed' } | { status: 'found'; members: FoundMember[] };

/** Members whose name starts with `query`, asked for once typing pauses and only from SEARCH_MIN_CHARS characters. */
export function useMemberSearch(query: string): MemberSearch {
  const [search, setSearch] = useState<MemberSearch>({ status: 'idle' });
  const wanted = query.trim();

  useEffect(() => {
    if (wanted.length < SEARCH_MIN_CHARS) {
      setSearch({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setSearch({ status: 'searching' });
    const timer = setTimeout(() => {
      searchMembers(wanted, controller.signal).then(
        (members) => {
          if (!controller.signal.aborted) setSearch({ status: 'found', members });
        },
        () => {
          if (!controller.signal.aborted) setSearch({ status: 'failed' });
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [wanted]);

  return search;
}
