import { useCallback } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';
import { Badge } from '../../components/ui/badge';
import { CalendarIcon, VirtualIcon } from '../../components/ui/icons';
import { Spinner } from '../../components/ui/spinner';
import { useLoaded } from '../../lib/use-loaded';
import { calendarFileUrl, getCommunityEvent } from './community-events-api';
import { eventDateTime, eventTypeLabel, organiserName, participantsOf, placeOf } from './event-words';
import { RsvpActions } from './rsvp-actions';
import { ReportDialog } from '../reports';

/** /community-events/:id: one event in full, its RSVP actions and its calendar file. */
export default function CommunityEventPage() {
  const { id = '' } = useParams();
  const load = useCallback((signal: AbortSignal) => getCommunityEvent(id, signal), [id]);
  const { loaded, reload } = useLoaded(load);

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Link to="/community-events" className="font-semibold text-clay-700 underline">
        All events
      </Link>
      {loaded.status === 'loading' ? <Spinner label="Loading the event" /> : null}
      {loaded.status === 'failed' ? <EventMissing /> : null}
      {loaded.status === 'ready' ? (
        <article className="mt-6 flex flex-col gap-6">
          <PageTitle title={loaded.value.title} />
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone="clay">{eventTypeLabel(loaded.value.eventType)}</Badge>
            {loaded.value.isPaused ? <Badge tone="amber">Paused</Badge> : null}
            {loaded.value.isVirtual ? (
              <Badge tone="sage">
                <VirtualIcon className="size-4" /> Virtual
              </Badge>
            ) : null}
          </div>
          <h1 className="text-4xl font-extrabold">{loaded.value.title}</h1>
          {loaded.value.description ? <p className="whitespace-pre-line text-lg">{loaded.value.description}</p> : null}
          <dl className="grid gap-x-6 gap-y-2 rounded-2xl border border-sand-200 bg-white p-6 sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold">Starts</dt>
            <dd>{eventDateTime(loaded.value.startDateTime)}</dd>
            <dt className="font-semibold">Ends</dt>
            <dd>{eventDateTime(loaded.value.endDateTime)}</dd>
            <dt className="font-semibold">Where</dt>
            <dd>{placeOf(loaded.value)}</dd>
            <dt className="font-semibold">Participants</dt>
            <dd>{participantsOf(loaded.value)}</dd>
            <dt className="font-semibold">Waitlist</dt>
            <dd>{loaded.value.waitlistLength === 0 ? 'Nobody waiting' : `${loaded.value.waitlistLength} waiting`}</dd>
            <dt className="font-semibold">Organised by</dt>
            <dd>{organiserName(loaded.value.organizer)}</dd>
          </dl>
          <section aria-labelledby="rsvp-heading" className="flex flex-col gap-3">
            <h2 id="rsvp-heading" className="text-2xl font-bold">
              Your RSVP
            </h2>
            <RsvpActions event={loaded.value} onChanged={reload} />
          </section>
          <a
            href={calendarFileUrl(loaded.value.id)}
            download
            className="inline-flex items-center gap-2 self-start font-semibold text-clay-700 underline"
          >
            <CalendarIcon className="size-4" /> Add to calendar (.ics)
          </a>
          {loaded.value.isOrganiser ? null : (
            <div className="self-start">
              <ReportDialog targetType="event" targetId={loaded.value.id} what="this event" />
            </div>
          )}
        </article>
      ) : null}
    </div>
  );
}

function EventMissing() {
  return (
    <div className="mt-6">
      <PageTitle title="Event not found" />
      <h1 className="text-4xl font-extrabold">Event not found</h1>
      <p role="alert" className="mt-2 text-ink-muted">
        This event does not exist, or we could not load it. Please try again later.
      </p>
    </div>
  );
}
