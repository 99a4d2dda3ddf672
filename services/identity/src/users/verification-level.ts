import { registerEnumType } from '@nestjs/graphql';

/** How far a member has gone to prove who they are: identity checked, and the account protected by MFA. */
export enum VerificationLevel {
  COMPLETE = 'complete',
  PARTIAL = 'partial',
  PENDING = 'pending',
}

registerEnumType(VerificationLevel, {
  name: 'VerificationLevel',
  description: 'complete: identity verified and MFA on; partial: one of the two; pending: neither.',
});

export function verificationLevelOf(member: { isVerified: boolean; mfaEnabled: boolean }): VerificationLevel {
  if (member.isVerified && member.mfaEnabled) return VerificationLevel.COMPLETE;
  if (member.isVerified || member.mfaEnabled) return VerificationLevel.PARTIAL;
  return VerificationLevel.PENDING;
}
