import { OccurrenceList } from './occurrence-list';
import { useServiceOccurrences } from './use-service-occurrences';

/** 'Upcoming dates' on a recurring service's page: each date with its places left (shown once they are known). */
export function ServiceDatesSection({
  service,
}: {
  service: { id: string; isRecurring: boolean; dateTime: string | null };
}) {
  const { load } = useServiceOccurrences(service);
  if (load.status !== 'ready') return null;
  return (
    <section aria-labelledby="dates-heading">
      <h2 id="dates-heading" className="text-xl font-bold">
        Upcoming dates
      </h2>
      <div className="mt-3">
        <OccurrenceList occurrences={load.occurrences} titleId="dates-heading" />
      </div>
    </section>
  );
}
