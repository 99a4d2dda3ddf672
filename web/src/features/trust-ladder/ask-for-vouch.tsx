import { Button } from '../../components/ui/button';
import { MemberSearch } from '../video-meetings/member-search';
import type { FoundMember } from '../video-meetings/video-meetings-api';
import { MOST_VOUCHERS_ASKED } from './trust-ladder-api';

interface AskForVouchProps {
  /** Vouches asked and not answered, plus vouches given: at most MOST_VOUCHERS_ASKED at a time. */
  openCount: number;
  /** Members already asked (or vouching): shown, but not askable again. */
  askedIds: ReadonlySet<string>;
  asking: boolean;
  onAsk: (member: FoundMember) => void;
}

/** Search members by name and ask one at a time for a vouch, as meeting invitations pick members. */
export function AskForVouch({ openCount, askedIds, asking, onAsk }: AskForVouchProps) {
  const full = openCount >= MOST_VOUCHERS_ASKED;

  return (
    <section aria-labelledby="ask-vouch-heading" className="flex flex-col gap-3">
      <h3 id="ask-vouch-heading" className="text-lg font-bold">
        Ask for a vouch
      </h3>
      <p className="text-sm text-ink-muted">
        Ask verified members who know you. You can have up to {MOST_VOUCHERS_ASKED} requests or vouches at a time (
        {openCount} now).
      </p>
      {full ? (
        <p role="status">You have asked {MOST_VOUCHERS_ASKED} members already.</p>
      ) : (
        <MemberSearch
          id="vouch-search"
          label="Search members by name"
          renderMember={(member, name) => {
            const asked = askedIds.has(member.id);
            return (
              <li key={member.id} className="flex flex-wrap items-center justify-between gap-2">
                <span>{asked ? `${name} (already asked)` : name}</span>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={asked || asking}
                  aria-label={`Ask ${name} for a vouch`}
                  onClick={() => onAsk(member)}
                >
                  Ask for a vouch
                </Button>
              </li>
            );
          }}
        />
      )}
    </section>
  );
}
