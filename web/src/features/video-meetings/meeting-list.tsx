import { useCallback } from 'react';
import { CalendarIcon } from '../../components/ui/icons';
import { EmptyState } from '../../components/ui/empty-state';
import { Spinner } from '../../components/ui/spinner';
import { useLoaded } from '../../lib/use-loaded';
import { MeetingCard } from './meeting-card';
import { useNow } from './use-now';
import { getVideoMeetings, type MeetingView } from './video-meetings-api';

const EMPTY_WORDS: Record<MeetingView, { title: string; description: string }> = {
  upcoming: { title: 'No upcoming meetings', description: 'Meetings you can join will show here.' },
  mine: { title: 'You host no meetings', description: 'Meetings you create show here.' },
  history: { title: 'No past meetings', description: 'Meetings that have ended show here.' },
};

/** One of the server's meeting lists, as cards; reloads after the host deletes a meeting. */
export function MeetingList({ view, label }: { view: MeetingView; label: string }) {
  const now = useNow();
  const load = useCallback((signal: AbortSignal) => getVideoMeetings(view, signal), [view]);
  const { loaded, reload } = useLoaded(load);

  if (loaded.status === 'loading') return <Spinner label="Loading meetings" />;
  if (loaded.status === 'failed') {
    return (
      <p role="alert" className="rounded-lg bg-danger-50 p-4 text-danger-800">
        We could not load the meetings. Please try again later.
      </p>
    );
  }
  if (loaded.value.length === 0) {
    return <EmptyState icon={<CalendarIcon className="size-7" />} {...EMPTY_WORDS[view]} />;
  }
  return (
    <ul aria-label={label} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {loaded.value.map((meeting) => (
        <MeetingCard key={meeting.id} meeting={meeting} now={now} onChanged={reload} />
      ))}
    </ul>
  );
}
