import { Link } from 'react-router-dom';
import { Badge } from '../../components/ui/badge';
import { CalendarIcon, UsersIcon, VirtualIcon } from '../../components/ui/icons';
import type { CommunityEvent } from './community-events-api';
import { eventDateTime, eventTypeLabel, organiserName, participantsOf, placeOf } from './event-words';
import { OrganiserEventActions } from './organiser-event-actions';
import { RsvpActions } from './rsvp-actions';

/** One event in the grid, with the words the spec lists and the member's RSVP actions. */
export function EventCard({ event, onChanged }: { event: CommunityEvent; onChanged: (event: CommunityEvent) => void }) {
  const titleId = `event-title-${event.id}`;
  return (
    <li aria-labelledby={titleId} className="flex flex-col gap-3 rounded-2xl border border-sand-200 bg-white p-6">
      <div className="flex items-center justify-between gap-2">
        <div className="flex flex-wrap gap-2">
          <Badge tone="clay">{eventTypeLabel(event.eventType)}</Badge>
          {event.seriesId ? <Badge tone="sage">Repeats</Badge> : null}
          {event.isPaused ? <Badge tone="amber">Paused</Badge> : null}
        </div>
        {event.isVirtual ? (
          <span className="text-sage-800" title="Virtual event">
            <VirtualIcon />
            <span className="sr-only">Virtual</span>
          </span>
        ) : null}
      </div>
      <h3 id={titleId} className="text-xl font-bold">
        {event.title}
      </h3>
      {event.description ? <p className="line-clamp-3 text-ink-muted">{event.description}</p> : null}
      <dl className="flex flex-col gap-1 text-sm">
        <div className="flex items-center gap-2">
          <dt>
            <CalendarIcon className="size-4" />
            <span className="sr-only">Starts</span>
          </dt>
          <dd>{eventDateTime(event.startDateTime)}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="sr-only">Where</dt>
          <dd>{placeOf(event)}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>
            <UsersIcon className="size-4" />
            <span className="sr-only">Participants</span>
          </dt>
          <dd>
            {participantsOf(event)} participants
            {event.waitlistLength > 0 ? `, ${event.waitlistLength} waiting` : ''}
          </dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>Organised by</dt>
          <dd className="font-semibold">{organiserName(event.organizer)}</dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-col gap-3 border-t border-sand-200 pt-3">
        <RsvpActions event={event} onChanged={onChanged} />
        <OrganiserEventActions event={event} onChanged={onChanged} />
        <Link to={`/community-events/${event.id}`} className="font-semibold text-clay-700 underline">
          Details<span className="sr-only"> of {event.title}</span>
        </Link>
      </div>
    </li>
  );
}
