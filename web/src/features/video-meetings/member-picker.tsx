import { Checkbox } from '../../components/ui/checkbox';
import { MemberSearch } from './member-search';
import type { FoundMember } from './video-meetings-api';

interface MemberPickerProps {
  selected: FoundMember[];
  onToggle: (member: FoundMember, picked: boolean) => void;
  /** Members already invited: shown, but not pickable again. */
  invitedIds: ReadonlySet<string>;
}

/** Search members by name and tick the ones to invite; ticks are kept while the search changes. */
export function MemberPicker({ selected, onToggle, invitedIds }: MemberPickerProps) {
  const selectedIds = new Set(selected.map((member) => member.id));

  return (
    <div className="flex flex-col gap-3">
      <MemberSearch
        id="invite-search"
        label="Search members by name"
        renderMember={(member, name) => {
          const invited = invitedIds.has(member.id);
          return (
            <li key={member.id}>
              <Checkbox
                id={`invite-member-${member.id}`}
                label={invited ? `${name} (already invited)` : name}
                checked={invited || selectedIds.has(member.id)}
                disabled={invited}
                onCheckedChange={(picked) => onToggle(member, picked)}
              />
            </li>
          );
        }}
      />
    </div>
  );
}
