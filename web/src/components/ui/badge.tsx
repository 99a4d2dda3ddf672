import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'clay' | 'sage' | 'amber' | 'danger';

const tones: Record<BadgeTone, string> = {
  neutral: 'border-sand-300 bg-sand-100 text-ink',
  clay: 'border-clay-200 bg-clay-50 text-clay-800',
  sage: 'border-sage-200 bg-sage-50 text-sage-800',
  amber: 'border-amber-800/30 bg-amber-50 text-amber-800',
  danger: 'border-danger-600/30 bg-danger-50 text-danger-800',
};

export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-sm font-semibold ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
