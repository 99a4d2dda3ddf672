import { useState } from 'react';
import { Checkbox } from '../../components/ui/checkbox';
import { TextField } from '../../components/ui/text-field';
import { memberName } from './meeting-words';
import { SEARCH_MAX_CHARS, SEARCH_MIN_CHARS, useMemberSearch, type MemberSearch } from './use-member-search';
import type { FoundMember } from './video-meetings-api';

interface MemberPickerProps {
  selected: FoundMember[];
  onToggle: (member: FoundMember, picked: boolean) => void;
  /** Members already invited: shown, but not pickable again. */
  invitedIds: ReadonlySet<string>;
}

const searchNote = (search: MemberSearch): string => {
  if (search.status === 'idle') return `Type at least ${SEARCH_MIN_CHARS} letters of a name.`;
  if (search.status === 'searching') return 'Searching...';
  if (search.status === 'failed') return 'We could not search members. Please try again.';
  if (search.members.length === 0) return 'No members found.';
  return search.members.length === 1 ? '1 member found.' : `${search.members.length} members found.`;
};

/** Search members by name and tick the ones to invite; ticks are kept while the search changes. */
export function MemberPicker({ selected, onToggle, invitedIds }: MemberPickerProps) {
  const [query, setQuery] = useState('');
  const search = useMemberSearch(query);
  const selectedIds = new Set(selected.map((member) => member.id));

  return (
    <div className="flex flex-col gap-3">
      <TextField
        id="invite-search"
        label="Search members by name"
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
          {search.members.map((member) => {
            const invited = invitedIds.has(member.id);
            return (
              <li key={member.id}>
                <Checkbox
                  id={`invite-member-${member.id}`}
                  label={invited ? `${memberName(member)} (already invited)` : memberName(member)}
                  checked={invited || selectedIds.has(member.id)}
                  disabled={invited}
                  onCheckedChange={(picked) => onToggle(member, picked)}
                />
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
