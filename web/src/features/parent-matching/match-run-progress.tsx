import type { MatchRun } from './parent-matching-api';

/** How far the member's matching run has got, as a progress bar assistive technology reads. */
export function MatchRunProgress({ run }: { run: MatchRun }) {
  const percent = Math.round(run.progress * 100);
  const label = run.status === 'queued' ? 'Waiting to start matching' : 'Finding your matches';
  return (
    <div className="mt-4" aria-live="polite">
      <p id="match-run-label" className="text-sm font-semibold">
        {label}… {percent}%
      </p>
      <div
        role="progressbar"
        aria-labelledby="match-run-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-2 h-3 overflow-hidden rounded-full bg-sand-200"
      >
        <div className="h-full rounded-full bg-clay-700 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
