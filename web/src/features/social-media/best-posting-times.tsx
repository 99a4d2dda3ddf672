import { Card } from '../../components/ui/card';
import { BEST_POSTING_TIMES } from './social-words';

export function BestPostingTimes() {
  return (
    <Card as="section" aria-labelledby="best-times-heading">
      <h2 id="best-times-heading" className="text-xl font-bold">
        Best posting times
      </h2>
      <dl className="mt-3 flex flex-col gap-2">
        {BEST_POSTING_TIMES.map((time) => (
          <div key={time.platform} className="flex justify-between gap-4">
            <dt className="font-semibold">{time.platform}</dt>
            <dd className="text-ink-muted">{time.window}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
