import { registerEnumType } from '@nestjs/graphql';

/** The steps of the trust ladder, in order: each needs the ones before it. */
export enum TrustLevel {
  NONE = 'NONE',
  VERIFIED = 'VERIFIED',
  VOUCHED = 'VOUCHED',
  ENHANCED_DBS = 'ENHANCED_DBS',
}

registerEnumType(TrustLevel, {
  name: 'TrustLevel',
  description: 'The highest step of the trust ladder a member has climbed: verified → vouched → enhanced DBS checked.',
});

export interface TrustFacts {
  isVerified: boolean;
  vouchCount: number;
  dbsCheckedOn: string | null;
}

/** The highest step climbed: a step counts only when every step before it is climbed too. */
export function trustLevelOf(facts: TrustFacts, vouchesNeeded: number): TrustLevel {
  if (!facts.isVerified) return TrustLevel.NONE;
  if (facts.vouchCount < vouchesNeeded) return TrustLevel.VERIFIED;
  return facts.dbsCheckedOn ? TrustLevel.ENHANCED_DBS : TrustLevel.VOUCHED;
}
