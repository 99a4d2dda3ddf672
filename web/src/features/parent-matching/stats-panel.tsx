import { Card } from '../../components/ui/card';
import type { MatchStats } from './parent-matching-api';

const FIGURES: { key: keyof MatchStats; label: string }[] = [
  { key: 'total', label: 'Total matches' },
  { key: 'pending', label: 'Pending' },
  { key: 'mutual', label: 'Mutual' },
];

export function StatsPanel({ stats }: { stats: MatchStats }) {
  return (
    <Card as="section" aria-labelledby="match-stats-heading">
      <h2 id="match-stats-heading" className="text-xl font-bold">
        Your matches
      </h2>
      <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
        {FIGURES.map((figure) => (
          <div key={figure.key} className="rounded-xl bg-sand-50 p-3">
            <dt className="text-sm text-ink-muted">{figure.label}</dt>
            <dd className="text-2xl font-extrabold">{stats[figure.key]}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
