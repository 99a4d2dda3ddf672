import { Badge } from './ui/badge';

/** The graph's `TrustLevel`: the highest step of the trust ladder a member has climbed. */
export type TrustLevel = 'NONE' | 'VERIFIED' | 'VOUCHED' | 'ENHANCED_DBS';

/** The ladder's steps in order; each needs the ones before it. */
export const TRUST_STEPS = [
  { level: 'VERIFIED', label: 'Verified', hint: 'Identity checked by a Village admin' },
  { level: 'VOUCHED', label: 'Vouched', hint: 'Vouched for by two verified members who know them' },
  {
    level: 'ENHANCED_DBS',
    label: 'Enhanced DBS checked',
    hint: 'An admin has seen a current enhanced DBS certificate',
  },
] as const satisfies ReadonlyArray<{ level: Exclude<TrustLevel, 'NONE'>; label: string; hint: string }>;

const ORDER: readonly TrustLevel[] = ['NONE', 'VERIFIED', 'VOUCHED', 'ENHANCED_DBS'];

export const stepClimbed = (reached: TrustLevel, step: TrustLevel): boolean =>
  ORDER.indexOf(reached) >= ORDER.indexOf(step);

/**
 * One badge for every step of the trust ladder the member has climbed; nothing before the first. `compact` shows only
 * the highest step (e.g. beside the header's avatar).
 */
export function TrustBadges({ level, compact = false }: { level: TrustLevel; compact?: boolean }) {
  const climbed = TRUST_STEPS.filter((step) => stepClimbed(level, step.level));
  const highest = climbed.at(-1);
  if (!highest) return null;
  if (compact) {
    return (
      <span role="img" aria-label={`Trust: ${highest.label}`} title={highest.hint} className="inline-flex">
        <Badge tone="sage">
          <span aria-hidden="true">{highest.label}</span>
        </Badge>
      </span>
    );
  }
  return (
    <ul aria-label="Trust badges" className="flex flex-wrap gap-2">
      {climbed.map((step) => (
        <li key={step.level} title={step.hint}>
          <Badge tone="sage">
            <span aria-hidden="true">✓</span>
            {step.label}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
