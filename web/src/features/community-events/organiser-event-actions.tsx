import { useState } from 'react';
import { ApiError } from '../../api/api-error';
import { useToast } from '../../components/toast';
import { Button } from '../../components/ui/button';
import { cancelCommunityEvent, type CommunityEvent } from './community-events-api';

/** The organiser cancels this date, or (for a recurring event) every date of its series not yet started. */
export function OrganiserEventActions({
  event,
  onChanged,
}: {
  event: CommunityEvent;
  onChanged: (event: CommunityEvent) => void;
}) {
  const { toast } = useToast();
  const [pending, setPending] = useState<'one' | 'series' | null>(null);
  if (!event.isOrganiser || event.isCancelled) return null;

  const cancel = async (wholeSeries: boolean) => {
    setPending(wholeSeries ? 'series' : 'one');
    try {
      const cancelled = await cancelCommunityEvent(event.id, wholeSeries);
      toast({ title: wholeSeries ? 'Series cancelled' : 'Event cancelled', description: 'Everyone coming was told.' });
      onChanged(cancelled);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Failed to cancel the event',
        description: error instanceof ApiError ? error.serverMessage() : 'Please try again.',
      });
    } finally {
      setPending(null);
    }
  };

  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="secondary"
        size="sm"
        pending={pending === 'one'}
        aria-label={`Cancel ${event.title}${event.seriesId ? ' on this date' : ''}`}
        onClick={() => void cancel(false)}
      >
        {event.seriesId ? 'Cancel this date' : 'Cancel event'}
      </Button>
      {event.seriesId ? (
        <Button
          variant="danger"
          size="sm"
          pending={pending === 'series'}
          aria-label={`Cancel every date of ${event.title}`}
          onClick={() => void cancel(true)}
        >
          Cancel the series
        </Button>
      ) : null}
    </div>
  );
}
