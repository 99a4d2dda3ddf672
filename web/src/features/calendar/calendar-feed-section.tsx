import { useEffect, useState } from 'react';
import { useToast } from '../../components/toast';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { TextField } from '../../components/ui/text-field';
import { failureMessage } from '../account-links/api-failure';
import { getCalendarFeedLink, resetCalendarFeedLink, type CalendarFeedLinkState } from './calendar-feed-api';

const date = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

type View =
  | { step: 'loading' }
  | { step: 'failed'; message: string }
  | { step: 'ready'; link: CalendarFeedLinkState; url?: string };

/**
 * The member's personal calendar feed: a secret address a calendar app subscribes to. Village keeps only a hash of
 * it, so the address is shown when it is made; 'Reset link' makes a new one and the old one stops working at once.
 */
export function CalendarFeedSection() {
  const { toast } = useToast();
  const [view, setView] = useState<View>({ step: 'loading' });
  const [pending, setPending] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    getCalendarFeedLink(controller.signal)
      .then((link) => setView({ step: 'ready', link }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) {
          setView({ step: 'failed', message: failureMessage(error, 'Your calendar feed could not be loaded.') });
        }
      });
    return () => controller.abort();
  }, []);

  const makeLink = async () => {
    setPending(true);
    try {
      const made = await resetCalendarFeedLink();
      setView({ step: 'ready', link: { active: true, createdAt: made.createdAt }, url: made.url });
      toast({ title: 'New calendar link made', description: 'Any earlier link has stopped working.' });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Failed to make a calendar link',
        description: failureMessage(error, 'Please try again in a moment.'),
      });
    } finally {
      setPending(false);
    }
  };

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Calendar link copied' });
    } catch {
      toast({ variant: 'destructive', title: 'Copy failed', description: 'Select the link and copy it by hand.' });
    }
  };

  return (
    <section aria-labelledby="calendar-feed-heading" className="flex flex-col gap-4">
      <h2 id="calendar-feed-heading" className="text-xl font-bold">
        Calendar feed
      </h2>
      <p className="text-ink-muted">
        Subscribe to this private link in your calendar app to see every confirmed booking, every video meeting you host
        or accepted and the community events you are going to. Anyone with the link can see them: keep it to yourself.
      </p>
      {view.step === 'loading' && <Skeleton className="h-16 w-full" />}
      {view.step === 'failed' && (
        <p role="alert" className="text-clay-800">
          {view.message}
        </p>
      )}
      {view.step === 'ready' && (
        <div className="flex max-w-xl flex-col gap-4">
          <p className="flex flex-wrap items-center gap-2">
            Status: {view.link.active ? <Badge tone="sage">Active</Badge> : <Badge tone="neutral">No link yet</Badge>}
            {view.link.createdAt ? (
              <span className="text-ink-muted">made {date.format(new Date(view.link.createdAt))}</span>
            ) : null}
          </p>
          {view.url !== undefined ? (
            <div className="flex flex-col gap-2">
              <TextField id="calendar-feed-url" label="Your calendar link" value={view.url} readOnly />
              <p className="text-sm text-ink-muted">
                For your safety this link is shown only now. If you lose it, reset it to get a new one.
              </p>
              <Button variant="secondary" className="self-start" onClick={() => void copy(view.url ?? '')}>
                Copy
              </Button>
            </div>
          ) : view.link.active ? (
            <p className="text-sm text-ink-muted">
              Your link works but is not shown again. Reset it to see a new one; the old one then stops working.
            </p>
          ) : null}
          <Button className="self-start" pending={pending} onClick={() => void makeLink()}>
            {view.link.active ? 'Reset link' : 'Create link'}
          </Button>
        </div>
      )}
    </section>
  );
}
