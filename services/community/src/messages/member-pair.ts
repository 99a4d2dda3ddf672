/** Two members as stored: the smaller id first, so each pair has exactly one row. */
export interface MemberPair {
  memberAId: string;
  memberBId: string;
}

export const orderedPair = (one: string, other: string): MemberPair =>
  one < other ? { memberAId: one, memberBId: other } : { memberAId: other, memberBId: one };

export const counterpartOf = (pair: MemberPair, viewerId: string): string =>
  pair.memberAId === viewerId ? pair.memberBId : pair.memberAId;
