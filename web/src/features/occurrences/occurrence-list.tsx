import type { ServiceOccurrence } from './occurrences-api';
import { occurrenceWhen, placesLeftLabel } from './occurrence-words';

/** The next dates of a recurring service, as a guest sees them on its page. */
export function OccurrenceList({
  occurrences,
  titleId,
}: {
  occurrences: readonly ServiceOccurrence[];
  titleId: string;
}) {
  if (occurrences.length === 0) return <p className="text-ink-muted">No upcoming dates just now.</p>;
  return (
    <ul aria-labelledby={titleId} className="flex flex-col gap-1">
      {occurrences.map((occurrence) => (
        <li key={occurrence.date} className="flex flex-wrap justify-between gap-x-3">
          <span>{occurrenceWhen(occurrence)}</span>
          <span className="font-semibold">{placesLeftLabel(occurrence)}</span>
        </li>
      ))}
    </ul>
  );
}
