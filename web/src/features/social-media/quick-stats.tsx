import { Card } from '../../components/ui/card';
import type { SocialMediaSummary } from './social-media-api';

/** Total posts, published, scheduled and total engagement (likes + shares + comments) over all own posts. */
export function QuickStats({ summary }: { summary: SocialMediaSummary }) {
  const figures = [
    { label: 'Total posts', value: summary.totalPosts },
    { label: 'Published', value: summary.published },
    { label: 'Scheduled', value: summary.scheduled },
    { label: 'Total engagement', value: summary.engagement.total },
  ];
  return (
    <Card as="section" aria-labelledby="quick-stats-heading">
      <h2 id="quick-stats-heading" className="text-xl font-bold">
        Quick stats
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-3">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded-lg bg-sand-100 p-3">
            <dt className="text-sm text-ink-muted">{figure.label}</dt>
            <dd className="text-2xl font-bold" aria-label={`${figure.label}: ${figure.value}`}>
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
