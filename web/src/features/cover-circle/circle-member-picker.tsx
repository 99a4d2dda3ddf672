import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { memberName } from '../video-meetings/meeting-words';
import {
  SEARCH_MAX_CHARS,
  SEARCH_MIN_CHARS,
  useMemberSearch,
  type MemberSearch,
} from '../video-meetings/use-member-search';
import type { FoundMember } from '../video-meetings/video-meetings-api';

interface CircleMemberPickerProps {
  /** Members already in the circle: shown, but not addable again. */
  inCircle: ReadonlySet<string>;
  /** The member being added, while the server answers. */
  adding: string | null;
  onAdd: (member: FoundMember) => void;
}

const searchNote = (search: MemberSearch): string => {
  if (search.status === 'idle') return `Type at least ${SEARCH_MIN_CHARS} letters of a name.`;
  if (search.status === 'searching') return 'Searching...';
  if (search.status === 'failed') return 'We could not search members. Please try again.';
  if (search.members.length === 0) return 'No members found.';
  return search.members.length === 1 ? '1 member found.' : `${search.members.length} members found.`;
};

/** Finds members by name, as meeting invitations do, each with a button that names them in the circle. */
export function CircleMemberPicker({ inCircle, adding, onAdd }: CircleMemberPickerProps) {
  const [query, setQuery] = useState('');
  const search = useMemberSearch(query);

  return (
    <div className="flex flex-col gap-3">
      <TextField
        id="cover-circle-search"
        label="Find a member by name"
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
            const name = memberName(member);
            const already = inCircle.has(member.id);
            return (
              <li key={member.id} className="flex flex-wrap items-center justify-between gap-2">
                <span>{already ? `${name} (in your circle)` : name}</span>
                {already ? null : (
                  <Button
                    size="sm"
                    variant="secondary"
                    pending={adding === member.id}
                    disabled={adding !== null}
                    aria-label={`Add ${name} to your circle`}
                    onClick={() => onAdd(member)}
                  >
                    Add
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
