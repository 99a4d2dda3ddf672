import { useState } from 'react';
import { useToast } from '../../components/toast';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { failureDescription } from '../services/browse/use-service-browse';
import { setOccurrenceState, setSeriesState, type OccurrenceState, type ServiceOccurrence } from './occurrences-api';
import { occurrenceWhen, placesLeftLabel, STATE_LABELS } from './occurrence-words';
import { useServiceOccurrences } from './use-service-occurrences';

interface DatesService {
  id: string;
  title: string;
  isRecurring: boolean;
  dateTime: string | null;
}

/** The host's 'Dates' of a recurring service: pause, resume or cancel one date, or the whole series. */
export function ServiceDatesDialog({ service }: { service: DatesService }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm" aria-label={`Dates of ${service.title}`}>
          Dates
        </Button>
      </DialogTrigger>
      <DialogContent title={`Dates of ${service.title}`} className="max-w-2xl">
        <ServiceDates service={service} />
      </DialogContent>
    </Dialog>
  );
}

function ServiceDates({ service }: { service: DatesService }) {
  const { toast } = useToast();
  const { load, replace } = useServiceOccurrences(service);
  const [pending, setPending] = useState<string | null>(null);

  const run = async (key: string, change: () => Promise<ServiceOccurrence[]>, done: string) => {
    setPending(key);
    try {
      replace(await change());
      toast({ title: done });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: failureDescription(error) });
    } finally {
      setPending(null);
    }
  };

  if (load.status === 'loading' || load.status === 'none') return <Spinner label="Loading the dates" />;
  if (load.status === 'failed') return <p className="mt-4">We could not load the dates just now.</p>;
  const occurrences = load.occurrences;
  const changeOne = (occurrence: ServiceOccurrence, state: OccurrenceState, done: string) =>
    void run(
      `${occurrence.date}-${state}`,
      async () => {
        const changed = await setOccurrenceState(service.id, occurrence.date, state);
        return occurrences.map((each) => (each.date === changed.date ? changed : each));
      },
      done,
    );
  const changeSeries = (state: OccurrenceState, done: string) =>
    void run(`series-${state}`, () => setSeriesState(service.id, state), done);
  const seriesCancelled = occurrences.length > 0 && occurrences.every((each) => each.state === 'cancelled');
  const seriesPaused = occurrences.some((each) => each.state === 'paused');

  return (
    <div className="mt-4 flex flex-col gap-4">
      <p className="text-sm text-ink-muted">
        Paused dates cannot be booked; their bookings are kept. Cancelling a date cancels and refunds its bookings, and
        cannot be undone.
      </p>
      <ul aria-label="Dates" className="flex flex-col gap-3">
        {occurrences.map((occurrence) => {
          const when = occurrenceWhen(occurrence);
          return (
            <li
              key={occurrence.date}
              aria-label={when}
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-sand-200 p-3"
            >
              <div>
                <p className="font-semibold">{when}</p>
                <p className="text-sm">
                  {STATE_LABELS[occurrence.state]} · {occurrence.capacity - occurrence.placesLeft} booked ·{' '}
                  {placesLeftLabel(occurrence)}
                </p>
              </div>
              {occurrence.state === 'cancelled' ? null : (
                <div className="flex gap-2">
                  <Button
                    variant="secondary"
                    size="sm"
                    pending={pending === `${occurrence.date}-${occurrence.state === 'paused' ? 'scheduled' : 'paused'}`}
                    aria-label={`${occurrence.state === 'paused' ? 'Resume' : 'Pause'} ${when}`}
                    onClick={() =>
                      occurrence.state === 'paused'
                        ? changeOne(occurrence, 'scheduled', 'Date resumed')
                        : changeOne(occurrence, 'paused', 'Date paused')
                    }
                  >
                    {occurrence.state === 'paused' ? 'Resume' : 'Pause'}
                  </Button>
                  <Button
                    variant="danger"
                    size="sm"
                    pending={pending === `${occurrence.date}-cancelled`}
                    aria-label={`Cancel ${when}`}
                    onClick={() => changeOne(occurrence, 'cancelled', 'Date cancelled')}
                  >
                    Cancel date
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {seriesCancelled ? (
        <p className="font-semibold">This series has been cancelled.</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            pending={pending === 'series-paused' || pending === 'series-scheduled'}
            onClick={() =>
              seriesPaused ? changeSeries('scheduled', 'Series resumed') : changeSeries('paused', 'Series paused')
            }
          >
            {seriesPaused ? 'Resume every date' : 'Pause the series'}
          </Button>
          <Button
            variant="danger"
            pending={pending === 'series-cancelled'}
            onClick={() => changeSeries('cancelled', 'Series cancelled')}
          >
            Cancel the series
          </Button>
        </div>
      )}
    </div>
  );
}
