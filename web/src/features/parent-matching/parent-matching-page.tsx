import { useCallback, type ReactNode } from 'react';
import { PageTitle } from '../../components/page-title';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { HeartIcon } from '../../components/ui/icons';
import { Spinner } from '../../components/ui/spinner';
import { useLoaded } from '../../lib/use-loaded';
import { AvailabilityCard } from './availability-card';
import { MatchCard } from './match-card';
import { MatchRunProgress } from './match-run-progress';
import { getMatchResults, getUserPreferences, type MatchResults } from './parent-matching-api';
import { PreferencesPanel } from './preferences-panel';
import { StatsPanel } from './stats-panel';
import { useMatchRun } from './use-match-run';

const loadResults = (signal: AbortSignal) => getMatchResults(signal);
const loadPreferences = (signal: AbortSignal) => getUserPreferences(signal);

/** /parent-matching: preferences, availability, a matching run with its progress, and the member's matches. */
export default function ParentMatchingPage() {
  const { loaded: results, reload } = useLoaded(loadResults);
  const { loaded: preferences } = useLoaded(loadPreferences);
  const refetch = useCallback(() => reload(), [reload]);
  const matching = useMatchRun(refetch);

  const generateButton = (
    <Button onClick={() => void matching.generate()} pending={matching.starting} disabled={matching.underWay}>
      Generate Matches
    </Button>
  );

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageTitle title="Parent Matching" />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-4xl font-extrabold">Parent Matching</h1>
          <p className="mt-2 text-lg text-ink-muted">
            Find parents nearby who want what you offer, are free when you are, and parent like you do.
          </p>
        </div>
        {results.status === 'ready' && results.value.matches.length > 0 ? generateButton : null}
      </div>
      {matching.run && matching.underWay ? <MatchRunProgress run={matching.run} /> : null}
      {matching.problem ? (
        <p role="alert" className="mt-4 rounded-lg bg-danger-50 p-4 text-danger-800">
          {matching.problem}
        </p>
      ) : null}

      <div className="mt-8 grid gap-6 lg:grid-cols-[20rem_1fr]">
        <div className="space-y-6">
          {results.status === 'ready' ? <StatsPanel stats={results.value.stats} /> : null}
          {preferences.status === 'loading' ? <Spinner label="Loading your preferences" /> : null}
          {preferences.status === 'failed' ? (
            <p role="alert" className="rounded-lg bg-danger-50 p-4 text-danger-800">
              We could not load your preferences. Please try again later.
            </p>
          ) : null}
          {preferences.status === 'ready' ? <PreferencesPanel preferences={preferences.value} /> : null}
          <AvailabilityCard />
        </div>
        <section aria-labelledby="matches-heading">
          <h2 id="matches-heading" className="sr-only">
            Matches
          </h2>
          {results.status === 'loading' ? <Spinner label="Loading your matches" /> : null}
          {results.status === 'failed' ? (
            <p role="alert" className="rounded-lg bg-danger-50 p-4 text-danger-800">
              We could not load your matches. Please try again later.
            </p>
          ) : null}
          {results.status === 'ready' ? (
            <MatchList results={results.value} onResponded={refetch} emptyAction={generateButton} />
          ) : null}
        </section>
      </div>
    </div>
  );
}

function MatchList({
  results,
  onResponded,
  emptyAction,
}: {
  results: MatchResults;
  onResponded: () => void;
  emptyAction: ReactNode;
}) {
  if (results.matches.length === 0) {
    return (
      <EmptyState
        icon={<HeartIcon className="size-7" />}
        title="No matches yet"
        description="Set your preferences, then generate matches to meet parents near you."
        action={emptyAction}
        headingLevel={3}
      />
    );
  }
  return (
    <ul className="grid gap-6 md:grid-cols-2" aria-label="Your matches">
      {results.matches.map((match) => (
        <MatchCard key={match.id} match={match} onResponded={onResponded} />
      ))}
    </ul>
  );
}
