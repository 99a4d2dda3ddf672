import { useState } from 'react';
import { ApiError } from '../../api/api-error';
import { useToast } from '../../components/toast';
import { stepClimbed, TrustBadges } from '../../components/trust-badges';
import { Avatar } from '../../components/ui/avatar';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { MessageMemberButton } from '../messages/message-member-button';
import { FACTOR_LABELS, matchDate, percentage, SCORE_TONE_CLASSES, scoreTone } from './match-words';
import { MATCH_FACTORS, respondToMatch, type Match, type MatchResponse } from './parent-matching-api';

export const displayNameOf = (member: Match['matchedUser']) =>
  member.lastInitial ? `${member.firstName} ${member.lastInitial}.` : member.firstName;

export function ScoreBadge({ score }: { score: number }) {
  return (
    <span
      data-tone={scoreTone(score)}
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-sm font-bold ${SCORE_TONE_CLASSES[scoreTone(score)]}`}
    >
      {percentage(score)} match
    </span>
  );
}

function FactorBars({ match }: { match: Match }) {
  return (
    <ul aria-label="Why you match" className="mt-4 space-y-3">
      {MATCH_FACTORS.map((factor) => {
        const score = match.matchingFactors[factor];
        const explanation = match.explanations.find((one) => one.factor === factor)?.explanation;
        return (
          <li key={factor}>
            <div className="flex justify-between text-sm font-semibold">
              <span id={`${match.id}-${factor}`}>{FACTOR_LABELS[factor]}</span>
              <span>{percentage(score)}</span>
            </div>
            <div
              role="meter"
              aria-labelledby={`${match.id}-${factor}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(score * 100)}
              className="mt-1 h-2 rounded-full bg-sand-200"
            >
              <div className="h-full rounded-full bg-clay-700" style={{ width: percentage(score) }} />
            </div>
            {explanation ? <p className="mt-1 text-sm text-ink-muted">{explanation}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}

/** One match as the spec draws it, with Accept and Decline while it waits for the member's answer. */
export function MatchCard({ match, onResponded }: { match: Match; onResponded: () => void }) {
  const { toast } = useToast();
  const [answering, setAnswering] = useState<MatchResponse | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const name = displayNameOf(match.matchedUser);

  const answer = async (response: MatchResponse) => {
    setAnswering(response);
    setRefusal(null);
    try {
      await respondToMatch(match.id, response);
      toast({ title: 'Response Recorded' });
      onResponded();
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.serverMessage() : 'Please try again.');
    } finally {
      setAnswering(null);
    }
  };

  return (
    <Card as="li" aria-label={name} className="flex flex-col">
      <div className="flex items-start gap-4">
        <Avatar name={name} src={match.matchedUser.profileImageUrl} alt={name} />
        <div className="min-w-0 flex-1">
          <h3 className="text-lg font-bold">{name}</h3>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            {match.matchedUser.isVerified ? <Badge tone="sage">✓ Verified</Badge> : null}
            {stepClimbed(match.matchedUser.trustLevel, 'VOUCHED') ? (
              <TrustBadges compact level={match.matchedUser.trustLevel} />
            ) : null}
            <ScoreBadge score={match.matchScore} />
          </div>
          {match.matchedUser.area ? <p className="mt-1 text-sm text-ink-muted">{match.matchedUser.area}</p> : null}
        </div>
      </div>
      <FactorBars match={match} />
      <p className="mt-4 text-sm text-ink-muted">
        {match.matchedAt ? `Matched on ${matchDate(match.matchedAt)}` : `Suggested on ${matchDate(match.createdAt)}`}
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        {match.status === 'accepted' ? (
          <>
            <Badge tone="sage">Matched!</Badge>
            <MessageMemberButton memberId={match.matchedUser.memberId} name={name} />
          </>
        ) : null}
        {match.status === 'declined' ? <Badge tone="neutral">Declined</Badge> : null}
        {match.status === 'pending' && match.myResponse === 'accepted' ? (
          <p className="text-sm">You accepted; waiting for {match.matchedUser.firstName}.</p>
        ) : null}
        {match.status === 'pending' && match.myResponse === null ? (
          <>
            <Button
              size="sm"
              pending={answering === 'accepted'}
              disabled={answering !== null}
              onClick={() => void answer('accepted')}
              aria-label={`Accept ${name}`}
            >
              Accept
            </Button>
            <Button
              size="sm"
              variant="secondary"
              pending={answering === 'declined'}
              disabled={answering !== null}
              onClick={() => void answer('declined')}
              aria-label={`Decline ${name}`}
            >
              Decline
            </Button>
          </>
        ) : null}
        {refusal ? (
          <p role="alert" className="basis-full text-sm text-danger-800">
            {refusal}
          </p>
        ) : null}
      </div>
    </Card>
  );
}
