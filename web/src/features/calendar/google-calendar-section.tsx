import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useToast } from '../../components/toast';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { failureMessage } from '../account-links/api-failure';
import { connectGoogleCalendar, getGoogleCalendarStatus, type GoogleCalendarStatus } from './google-calendar-api';

export const CONNECT_FAILED = 'Failed to connect Google Calendar: ';
export const NOT_AVAILABLE = 'Google Calendar is not available here';

type View = { step: 'loading' } | { step: 'failed' } | { step: 'ready'; status: GoogleCalendarStatus };

/**
 * Connects the member's Google Calendar: confirmed bookings and accepted meetings then appear there. Google sends
 * the member back here with ?googleCalendar=connected or ?googleCalendarError=<message>, said once as a toast.
 */
export function GoogleCalendarSection({ goTo = (url: string) => window.location.assign(url) }) {
  const { toast } = useToast();
  const [params, setParams] = useSearchParams();
  const [view, setView] = useState<View>({ step: 'loading' });
  const [pending, setPending] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    getGoogleCalendarStatus(controller.signal).then(
      (status) => setView({ step: 'ready', status }),
      () => {
        if (!controller.signal.aborted) setView({ step: 'failed' });
      },
    );
    return () => controller.abort();
  }, []);

  const outcome = params.get('googleCalendar');
  const failure = params.get('googleCalendarError');
  useEffect(() => {
    if (!outcome && failure === null) return;
    if (failure !== null) toast({ variant: 'destructive', title: `${CONNECT_FAILED}${failure}` });
    else if (outcome === 'connected') toast({ title: 'Google Calendar connected' });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('googleCalendar');
        next.delete('googleCalendarError');
        return next;
      },
      { replace: true },
    );
  }, [outcome, failure, setParams, toast]);

  const connect = async () => {
    setPending(true);
    try {
      goTo(await connectGoogleCalendar());
    } catch (error) {
      setPending(false);
      toast({ variant: 'destructive', title: `${CONNECT_FAILED}${failureMessage(error, 'Please try again.')}` });
    }
  };

  return (
    <section aria-labelledby="google-calendar-heading" className="mt-10 flex flex-col gap-3">
      <h2 id="google-calendar-heading" className="text-xl font-bold">
        Google Calendar
      </h2>
      <p className="text-ink-muted">
        Connect your Google Calendar and your confirmed bookings and the video meetings you host or accepted appear
        there, kept up to date.
      </p>
      {view.step === 'loading' && <Skeleton className="h-11 w-56" />}
      {view.step === 'failed' && (
        <p role="alert" className="text-clay-800">
          Your Google Calendar connection could not be loaded. Please try again later.
        </p>
      )}
      {view.step === 'ready' && view.status.connected && (
        <p className="flex items-center gap-2">
          Status: <Badge tone="sage">Connected</Badge>
        </p>
      )}
      {view.step === 'ready' && !view.status.connected && view.status.available && (
        <Button className="self-start" pending={pending} onClick={() => void connect()}>
          Connect Google Calendar
        </Button>
      )}
      {view.step === 'ready' && !view.status.connected && !view.status.available && (
        <Button className="self-start" disabled>
          {NOT_AVAILABLE}
        </Button>
      )}
    </section>
  );
}
