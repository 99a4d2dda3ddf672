import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { memberName } from '../video-meetings/meeting-words';
import { SEARCH_MAX_CHARS, SEARCH_MIN_CHARS, useMemberSearch } from '../video-meetings/use-member-search';
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
  const [query, setQuery] = useState('');
  const search = useMemberSearch(query);
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
        <>
          <TextField
            id="vouch-search"
            label="Search members by name"
            type="search"
            autoComplete="off"
            maxLength={SEARCH_MAX_CHARS}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <p role="status" className="text-sm text-ink-muted">
            {search.status === 'idle' ? `Type at least ${SEARCH_MIN_CHARS} letters of a name.` : null}
            {search.status === 'searching' ? 'Searching...' : null}
            {search.status === 'failed' ? 'We could not search members. Please try again.' : null}
            {search.status === 'found' && search.members.length === 0 ? 'No members found.' : null}
          </p>
          {search.status === 'found' && search.members.length > 0 ? (
            <ul aria-label="Members found" className="flex flex-col gap-2">
              {search.members.map((member) => {
                const name = memberName(member);
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
              })}
            </ul>
          ) : null}
        </>
      )}
    </section>
  );
}
