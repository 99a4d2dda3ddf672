import { useCallback, useState } from 'react';
import { PageTitle } from '../../components/page-title';
import { Button } from '../../components/ui/button';
import { CalendarIcon } from '../../components/ui/icons';
import { EmptyState } from '../../components/ui/empty-state';
import { Spinner } from '../../components/ui/spinner';
import { useLoaded } from '../../lib/use-loaded';
import { getCommunityEvents, type EventFilter } from './community-events-api';
import { CreateEventDialog } from './create-event-dialog';
import { EventCard } from './event-card';
import { EVENT_FILTERS } from './event-words';

/** /community-events: events that have not ended, by type, with 'Create Event' and each event's RSVP. */
export default function CommunityEventsPage() {
  const [filter, setFilter] = useState<EventFilter>('all');
  const [creating, setCreating] = useState(false);
  const load = useCallback((signal: AbortSignal) => getCommunityEvents(filter, signal), [filter]);
  const { loaded, reload } = useLoaded(load);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageTitle title="Community Events" />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-4xl font-extrabold">Community Events</h1>
          <p className="mt-2 text-lg text-ink-muted">
            Meet other parents: socials, workshops, support groups, talks and meetups, in person or online.
          </p>
        </div>
        <Button onClick={() => setCreating(true)}>Create Event</Button>
      </div>
      <CreateEventDialog open={creating} onOpenChange={setCreating} onCreated={reload} />

      <div role="group" aria-label="Event types" className="mt-8 flex flex-wrap gap-2">
        {EVENT_FILTERS.map((one) => (
          <Button
            key={one.key}
            variant={filter === one.key ? 'primary' : 'secondary'}
            size="sm"
            aria-pressed={filter === one.key}
            onClick={() => setFilter(one.key)}
          >
            {one.label}
          </Button>
        ))}
      </div>

      <div className="mt-6">
        {loaded.status === 'loading' ? <Spinner label="Loading events" /> : null}
        {loaded.status === 'failed' ? (
          <p role="alert" className="rounded-lg bg-danger-50 p-4 text-danger-800">
            We could not load the events. Please try again later.
          </p>
        ) : null}
        {loaded.status === 'ready' && loaded.value.length === 0 ? (
          <EmptyState
            icon={<CalendarIcon className="size-7" />}
            title="No events found"
            description={filter === 'all' ? 'No events are planned yet.' : 'No events of this type are planned yet.'}
            action={<Button onClick={() => setCreating(true)}>Create First Event</Button>}
          />
        ) : null}
        {loaded.status === 'ready' && loaded.value.length > 0 ? (
          <ul aria-label="Events" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {loaded.value.map((event) => (
              <EventCard key={event.id} event={event} onChanged={reload} />
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
