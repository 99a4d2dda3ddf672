import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../../api/api-error';
import { useToast } from '../../../components/toast';
import { Button } from '../../../components/ui/button';
import { TextareaField } from '../../../components/ui/textarea-field';
import type { Booking } from '../bookings-api';
import { adultNamesOf, authorisedAdultsFormSchema, type AuthorisedAdultsFormValues } from './authorised-adults.schema';
import {
  fetchPickup,
  recordHandover,
  setAuthorisedAdults,
  type BookingPickup,
  type Handover,
  type HandoverKind,
} from './pickup-api';

export const HANDOVER_LABELS: Record<HandoverKind, string> = { collected: 'Collected', dropped_off: 'Dropped off' };

const londonDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const londonTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** e.g. "Collected — recorded by the host, Hana, 1 Mar 2030, 09:00". */
export function handoverLine(handover: Handover): string {
  const side = handover.recordedBy === 'host' ? 'the host' : 'the parent';
  const who = handover.recordedByName ? `${side}, ${handover.recordedByName}` : side;
  return `${HANDOVER_LABELS[handover.kind]} — recorded by ${who}, ${londonTime.format(new Date(handover.recordedAt))}`;
}

type Loaded = { status: 'loading' } | { status: 'ready'; pickup: BookingPickup } | { status: 'failed' };

/** A childcare booking's safe pickup, for both sides: who may collect, the two check-in buttons and the history. */
export function SafePickupPanel({ booking, role }: { booking: Booking; role: 'guest' | 'host' }) {
  const { toast } = useToast();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState(false);

  useEffect(() => {
    const abort = new AbortController();
    fetchPickup(booking.id, abort.signal).then(
      (pickup) => !abort.signal.aborted && setLoaded({ status: 'ready', pickup }),
      () => !abort.signal.aborted && setLoaded({ status: 'failed' }),
    );
    return () => abort.abort();
  }, [booking.id, booking.status]);

  const change = useCallback(
    async (action: () => Promise<BookingPickup>, done: string): Promise<boolean> => {
      setBusy(true);
      try {
        setLoaded({ status: 'ready', pickup: await action() });
        toast({ title: done });
        return true;
      } catch (failure) {
        toast({
          variant: 'destructive',
          title: 'Error',
          description: failure instanceof ApiError ? failure.serverMessage() : 'Please try again.',
        });
        return false;
      } finally {
        setBusy(false);
      }
    },
    [toast],
  );

  if (loaded.status === 'loading') return null;
  if (loaded.status === 'failed') {
    return <p className="text-sm text-ink-muted">We could not load the pickup details just now.</p>;
  }
  const { pickup } = loaded;
  const canEdit = role === 'guest' && (booking.status === 'pending' || booking.status === 'confirmed');
  const dayHasCome = londonDay.format(new Date()) >= booking.bookingDate;
  const headingId = `pickup-${booking.id}`;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 rounded-lg bg-sand-50 p-3 text-sm">
      <h5 id={headingId} className="font-semibold">
        Safe pickup
      </h5>
      <div>
        <p>Adults who may collect the child:</p>
        {pickup.authorisedAdults.length > 0 ? (
          <ul aria-label="Adults who may collect" className="list-disc pl-5">
            {pickup.authorisedAdults.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        ) : (
          <p className="text-ink-muted">Nobody named yet.</p>
        )}
      </div>
      {canEdit && editing ? (
        <AuthorisedAdultsForm
          bookingId={booking.id}
          names={pickup.authorisedAdults}
          onCancel={() => setEditing(false)}
          onSave={async (names) => {
            const saved = await change(() => setAuthorisedAdults(booking.id, names), 'Pickup adults saved');
            if (saved) setEditing(false);
          }}
        />
      ) : null}
      {canEdit && !editing ? (
        <div>
          <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
            Change who may collect
          </Button>
        </div>
      ) : null}
      {booking.status === 'confirmed' ? (
        dayHasCome ? (
          <div className="flex flex-wrap gap-2" role="group" aria-label="Check in">
            {(Object.keys(HANDOVER_LABELS) as HandoverKind[]).map((kind) => (
              <Button
                key={kind}
                size="sm"
                disabled={busy}
                onClick={() => change(() => recordHandover(booking.id, kind), `${HANDOVER_LABELS[kind]} recorded`)}
              >
                {HANDOVER_LABELS[kind]}
              </Button>
            ))}
          </div>
        ) : (
          <p className="text-ink-muted">Check-ins open on the day of the booking.</p>
        )
      ) : null}
      <div>
        <h6 className="font-semibold">Check-ins</h6>
        {pickup.handovers.length > 0 ? (
          <ol aria-label="Check-in history" className="list-decimal pl-5">
            {pickup.handovers.map((handover) => (
              <li key={handover.id}>{handoverLine(handover)}</li>
            ))}
          </ol>
        ) : (
          <p className="text-ink-muted">No check-ins yet.</p>
        )}
      </div>
    </section>
  );
}

function AuthorisedAdultsForm({
  bookingId,
  names,
  onSave,
  onCancel,
}: {
  bookingId: string;
  names: string[];
  onSave: (names: string[]) => Promise<void>;
  onCancel: () => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AuthorisedAdultsFormValues>({
    resolver: zodResolver(authorisedAdultsFormSchema),
    defaultValues: { names: names.join('\n') },
  });
  return (
    <form
      noValidate
      aria-label="Adults who may collect"
      className="flex flex-col gap-2"
      onSubmit={handleSubmit((values) => onSave(adultNamesOf(values.names)))}
    >
      <TextareaField
        id={`pickup-adults-${bookingId}`}
        label="Adults who may collect (one name a line, up to 5)"
        hint="Names only: nothing else about them is kept."
        rows={3}
        error={errors.names?.message}
        {...register('names')}
      />
      <div className="flex gap-2">
        <Button size="sm" type="submit" disabled={isSubmitting}>
          Save names
        </Button>
        <Button size="sm" variant="quiet" type="button" onClick={onCancel}>
          Keep as it was
        </Button>
      </div>
    </form>
  );
}
