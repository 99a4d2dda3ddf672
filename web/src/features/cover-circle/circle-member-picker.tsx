import { Button } from '../../components/ui/button';
import { MemberSearch } from '../video-meetings/member-search';
import type { FoundMember } from '../video-meetings/video-meetings-api';

interface CircleMemberPickerProps {
  /** Members already in the circle: shown, but not addable again. */
  inCircle: ReadonlySet<string>;
  /** The member being added, while the server answers. */
  adding: string | null;
  onAdd: (member: FoundMember) => void;
}

/** Finds members by name, as meeting invitations do, each with a button that names them in the circle. */
export function CircleMemberPicker({ inCircle, adding, onAdd }: CircleMemberPickerProps) {
  return (
    <div className="flex flex-col gap-3">
      <MemberSearch
        id="cover-circle-search"
        label="Find a member by name"
        renderMember={(member, name) => {
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
        }}
      />
    </div>
  );
}
