import { Badge, type BadgeTone } from './ui/badge';

/** How far a member has gone: identity verified and MFA on (complete), one of them (partial), neither (pending). */
export type VerificationLevel = 'complete' | 'partial' | 'pending';

export function verificationLevelOf(member: { isVerified: boolean; mfaEnabled: boolean }): VerificationLevel {
  if (member.isVerified && member.mfaEnabled) return 'complete';
  if (member.isVerified || member.mfaEnabled) return 'partial';
  return 'pending';
}

/** The graph's `VerificationLevel` enum (COMPLETE, PARTIAL, PENDING), as another member's level arrives. */
export function verificationLevelFromGraph(level: 'COMPLETE' | 'PARTIAL' | 'PENDING'): VerificationLevel {
  return level.toLowerCase() as VerificationLevel;
}

const LOOK: Record<VerificationLevel, { label: string; tone: BadgeTone; hint: string }> = {
  complete: { label: 'Complete', tone: 'sage', hint: 'Identity verified and two-factor sign-in on' },
  partial: { label: 'Partial', tone: 'amber', hint: 'Identity verified or two-factor sign-in on, not both yet' },
  pending: { label: 'Pending', tone: 'neutral', hint: 'Identity not verified and two-factor sign-in off' },
};

const MARK: Record<VerificationLevel, string> = { complete: '✓', partial: '◐', pending: '○' };

/** The badge; `compact` shows only its mark (e.g. beside the header's avatar), with the same accessible name. */
export function VerificationBadge({ level, compact = false }: { level: VerificationLevel; compact?: boolean }) {
  const look = LOOK[level];
  if (compact) {
    return (
      <span
        role="img"
        aria-label={`Verification: ${level}`}
        title={`Verification: ${look.label}`}
        className="inline-flex size-6 items-center justify-center rounded-full border border-sand-300 bg-white text-sm font-bold text-ink"
      >
        <span aria-hidden="true">{MARK[level]}</span>
      </span>
    );
  }
  return (
    <span role="img" aria-label={`Verification: ${level}`} title={look.hint} className="inline-flex">
      <Badge tone={look.tone}>
        <span aria-hidden="true">{MARK[level]}</span>
        <span aria-hidden="true">Verification: {look.label}</span>
      </Badge>
    </span>
  );
}
