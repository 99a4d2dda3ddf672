import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../../api/api-error';
import { useToast } from '../../components/toast';
import { Button } from '../../components/ui/button';
import { CheckIcon } from '../../components/ui/icons';
import { TextField } from '../../components/ui/text-field';
import { rsvpCommunityEvent, type CommunityEvent, type RsvpStatus } from './community-events-api';
import { childrenAgesSchema } from './community-event.schema';
import { isFull } from './event-words';

/** What community answers to an RSVP while the date is paused; shown in its place. */
const RSVPS_PAUSED = 'RSVPs to this date are paused';

const rsvpFormSchema = z.object({ childrenAges: childrenAgesSchema });

const outcomeOf = (event: CommunityEvent): string => {
  if (event.myRsvp?.status === 'going') return "You're going.";
  if (event.myRsvp?.status === 'waitlisted')
    return `You're on the waitlist (#${event.myRsvp.waitlistPosition ?? '?'}).`;
  return 'Your RSVP is cancelled.';
};

/**
 * RSVP (or 'Join waitlist' when full) with the ages of any children coming, 'Attending' with 'Cancel RSVP', the
 * waitlist place, or (while the organiser has paused the date) that RSVPs are paused.
 */
export function RsvpActions({
  event,
  onChanged,
}: {
  event: CommunityEvent;
  onChanged: (event: CommunityEvent) => void;
}) {
  const { toast } = useToast();
  const [sending, setSending] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<z.input<typeof rsvpFormSchema>, unknown, z.output<typeof rsvpFormSchema>>({
    resolver: zodResolver(rsvpFormSchema),
    defaultValues: { childrenAges: '' },
  });

  const send = async (status: RsvpStatus, childrenAges: number[] = []) => {
    setSending(true);
    try {
      const changed = await rsvpCommunityEvent(event.id, status, childrenAges);
      toast({ title: 'RSVP Updated', description: outcomeOf(changed) });
      reset();
      onChanged(changed);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Failed to update RSVP',
        description: error instanceof ApiError ? error.serverMessage() : 'Please try again.',
      });
    } finally {
      setSending(false);
    }
  };

  const status = event.myRsvp?.status;
  if (status === 'going') {
    const children = event.myRsvp?.childrenAges.length ?? 0;
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p className="inline-flex items-center gap-1 font-semibold text-sage-800">
          <CheckIcon /> Attending
          {children > 0 ? (
            <span className="font-normal">(with {children === 1 ? '1 child' : `${children} children`})</span>
          ) : null}
        </p>
        <Button variant="secondary" size="sm" pending={sending} onClick={() => void send('cancelled')}>
          Cancel RSVP
        </Button>
      </div>
    );
  }
  if (status === 'waitlisted') {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p className="font-semibold text-amber-800">On the waitlist (#{event.myRsvp?.waitlistPosition ?? '?'})</p>
        <Button variant="secondary" size="sm" pending={sending} onClick={() => void send('cancelled')}>
          Leave waitlist
        </Button>
      </div>
    );
  }
  if (event.isPaused) return <p className="font-semibold text-amber-800">{RSVPS_PAUSED}</p>;
  const agesId = `children-ages-${event.id}`;
  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => send('confirmed', values.childrenAges))}
      className="flex flex-col gap-2"
    >
      <TextField
        id={agesId}
        label="Children coming (ages, optional)"
        hint="Ages only, e.g. 4, 7"
        inputMode="numeric"
        autoComplete="off"
        error={errors.childrenAges?.message}
        {...register('childrenAges')}
      />
      <Button type="submit" size="sm" pending={sending} className="self-start">
        {isFull(event) ? 'Join waitlist' : 'RSVP'}
      </Button>
    </form>
  );
}
