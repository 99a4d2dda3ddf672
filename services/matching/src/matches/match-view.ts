import type { MemberProjectionEntity } from '../members/member-projection.entity';
import type { MatchEntity, MatchResponse } from './match.entity';
import type { MatchModel } from './match.model';

/** My side and the other side of a pair. */
export function sidesOf(
  match: MatchEntity,
  memberId: string,
): { mine: MatchResponse | null; theirs: MatchResponse | null; otherId: string } {
  return match.memberAId === memberId
    ? { mine: match.aResponse, theirs: match.bResponse, otherId: match.memberBId }
    : { mine: match.bResponse, theirs: match.aResponse, otherId: match.memberAId };
}

/** A match as `memberId` sees it: their answer, the pair's status and the other member's public card. */
export function matchView(match: MatchEntity, memberId: string, other: MemberProjectionEntity): MatchModel {
  const { mine, theirs } = sidesOf(match, memberId);
  const status =
    mine === 'declined' ? 'declined' : mine === 'accepted' && theirs === 'accepted' ? 'accepted' : 'pending';
  return {
    id: match.id,
    status,
    myResponse: mine,
    matchScore: match.matchScore,
    factors: match.factors,
    explanations: match.explanations,
    createdAt: match.createdAt,
    matchedAt: status === 'accepted' ? match.matchedAt : null,
    matchedUser: {
      memberId: other.userId,
      firstName: other.firstName,
      lastInitial: other.lastInitial,
      member: { id: other.userId },
      area: other.place ?? other.district,
      isVerified: other.isVerified,
    },
  };
}
