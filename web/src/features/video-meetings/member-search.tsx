import { useState, type ReactNode } from 'react';
import { TextField } from '../../components/ui/text-field';
import { memberName } from './meeting-words';
import { SEARCH_MAX_CHARS, SEARCH_MIN_CHARS, useMemberSearch, type MemberSearch as Search } from './use-member-search';
import type { FoundMember } from './video-meetings-api';

interface MemberSearchProps {
  /** The search field's id, unique on the page. */
  id: string;
  label: string;
  /** One found member's list item (`<li key={member.id}>`), with what the page lets them do. */
  renderMember: (member: FoundMember, name: string) => ReactNode;
}

const searchNote = (search: Search): string => {
  if (search.status === 'idle') return `Type at least ${SEARCH_MIN_CHARS} letters of a name.`;
  if (search.status === 'searching') return 'Searching...';
  if (search.status === 'failed') return 'We could not search members. Please try again.';
  if (search.members.length === 0) return 'No members found.';
  return search.members.length === 1 ? '1 member found.' : `${search.members.length} members found.`;
};

/** Finds members by name (meeting invitations, the cover circle, vouch requests) and lists each as the page wants. */
export function MemberSearch({ id, label, renderMember }: MemberSearchProps) {
  const [query, setQuery] = useState('');
  const search = useMemberSearch(query);

  return (
    <>
      <TextField
        id={id}
        label={label}
        type="search"
        autoComplete="off"
        maxLength={SEARCH_MAX_CHARS}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <p role="status" className="text-sm text-ink-muted">
        {searchNote(search)}
      </p>
      {search.status === 'found' && search.members.length > 0 ? (
        <ul aria-label="Members found" className="flex flex-col gap-2">
          {search.members.map((member) => renderMember(member, memberName(member)))}
        </ul>
      ) : null}
    </>
  );
}
