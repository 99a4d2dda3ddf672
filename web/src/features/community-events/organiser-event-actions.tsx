import { useState } from 'react';
import { ApiError } from '../../api/api-error';
import { useToast } from '../../components/toast';
import { Button } from '../../components/ui/button';
import {
  cancelCommunityEvent,
  pauseCommunityEvent,
  resumeCommunityEvent,
  type CommunityEvent,
} from './community-events-api';

type Action = 'cancel' | 'pause' | 'resume';
type Pending = `${Action}-${'one' | 'series'}`;

const requests: Record<Action, (id: string, wholeSeries: boolean) => Promise<CommunityEvent>> = {
  cancel: cancelCommunityEvent,
  pause: pauseCommunityEvent,
  resume: resumeCommunityEvent,
};

const done: Record<Action, { one: string; series: string; description: string }> = {
  cancel: { one: 'Event cancelled', series: 'Series cancelled', description: 'Everyone coming was told.' },
  pause: { one: 'RSVPs paused', series: 'Series paused', description: 'Members already going keep their place.' },
  resume: { one: 'RSVPs resumed', series: 'Series resumed', description: 'Members can RSVP again.' },
};

const failed: Record<Action, string> = {
  cancel: 'Failed to cancel the event',
  pause: 'Failed to pause RSVPs',
  resume: 'Failed to resume RSVPs',
};

/**
 * The organiser pauses (or resumes) RSVPs to this date and cancels it, or (for a recurring event) does either to
 * every date of its series not yet started.
 */
export function OrganiserEventActions({
  event,
  onChanged,
}: {
  event: CommunityEvent;
  onChanged: (event: CommunityEvent) => void;
}) {
  const { toast } = useToast();
  const [pending, setPending] = useState<Pending | null>(null);
  if (!event.isOrganiser || event.isCancelled) return null;

  const act = async (action: Action, wholeSeries: boolean) => {
    setPending(`${action}-${wholeSeries ? 'series' : 'one'}`);
    try {
      const changed = await requests[action](event.id, wholeSeries);
      toast({ title: wholeSeries ? done[action].series : done[action].one, description: done[action].description });
      onChanged(changed);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: failed[action],
        description: error instanceof ApiError ? error.serverMessage() : 'Please try again.',
      });
    } finally {
      setPending(null);
    }
  };

  const pauseOrResume: Action = event.isPaused ? 'resume' : 'pause';
  const verb = event.isPaused ? 'Resume' : 'Pause';
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="secondary"
        size="sm"
        pending={pending === `${pauseOrResume}-one`}
        aria-label={`${verb} RSVPs to ${event.title}${event.seriesId ? ' on this date' : ''}`}
        onClick={() => void act(pauseOrResume, false)}
      >
        {event.seriesId ? `${verb} this date` : `${verb} RSVPs`}
      </Button>
      {event.seriesId ? (
        <Button
          variant="secondary"
          size="sm"
          pending={pending === `${pauseOrResume}-series`}
          aria-label={`${verb} RSVPs to every date of ${event.title}`}
          onClick={() => void act(pauseOrResume, true)}
        >
          {`${verb} the series`}
        </Button>
      ) : null}
      <Button
        variant="secondary"
        size="sm"
        pending={pending === 'cancel-one'}
        aria-label={`Cancel ${event.title}${event.seriesId ? ' on this date' : ''}`}
        onClick={() => void act('cancel', false)}
      >
        {event.seriesId ? 'Cancel this date' : 'Cancel event'}
      </Button>
      {event.seriesId ? (
        <Button
          variant="danger"
          size="sm"
          pending={pending === 'cancel-series'}
          aria-label={`Cancel every date of ${event.title}`}
          onClick={() => void act('cancel', true)}
        >
          Cancel the series
        </Button>
      ) : null}
    </div>
  );
}
