import { useState } from 'react';
import { useToast } from '../../components/toast';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { linkStyles } from '../../components/ui/button-styles';
import { serverMessageOr } from '../video-meetings/server-message';
import { acceptCover, cancelCover, type CoverRequest, type CoverStatus } from './cover-circle-api';
import { childrenWords, coverWhen, requesterStatus } from './cover-words';

const STATUS_BADGES: Record<CoverStatus, { label: string; tone: BadgeTone }> = {
  open: { label: 'Waiting for an answer', tone: 'amber' },
  covered: { label: 'Covered', tone: 'sage' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
};

interface CardProps {
  request: CoverRequest;
  onChanged: () => void;
}

function RequestDetails({ request }: { request: CoverRequest }) {
  return (
    <>
      <p>{childrenWords(request.children)}</p>
      {request.note ? <p className="mt-1 whitespace-pre-line text-ink-muted">{request.note}</p> : null}
    </>
  );
}

/** The requester's own request: where it stands, who covers with their contact, and Cancel. */
export function MyCoverRequestCard({ request, onChanged }: CardProps) {
  const { toast } = useToast();
  const [cancelling, setCancelling] = useState(false);
  const when = coverWhen(request);

  const cancel = async () => {
    setCancelling(true);
    try {
      await cancelCover(request.id);
      onChanged();
      toast({ title: 'Cover request cancelled' });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Failed to cancel', description: serverMessageOr(error) });
    } finally {
      setCancelling(false);
    }
  };

  return (
    <article aria-label={`Cover on ${when}`} className="rounded-xl border border-sand-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-bold">{when}</h3>
        <Badge tone={STATUS_BADGES[request.status].tone}>{STATUS_BADGES[request.status].label}</Badge>
      </div>
      <RequestDetails request={request} />
      <p role="status" className="mt-2 font-semibold">
        {requesterStatus(request)}
      </p>
      {request.status === 'covered' && request.coveredBy ? (
        <p className="mt-1">
          Contact: {request.coveredBy.firstName},{' '}
          <a className={linkStyles} href={`mailto:${request.coveredBy.email}`}>
            {request.coveredBy.email}
          </a>
        </p>
      ) : null}
      {request.status === 'cancelled' ? null : (
        <Button
          className="mt-3"
          size="sm"
          variant="secondary"
          pending={cancelling}
          aria-label={`Cancel cover on ${when}`}
          onClick={() => void cancel()}
        >
          Cancel request
        </Button>
      )}
    </article>
  );
}

/** A request from someone whose circle the member is in, or offered to them as a nearby host: Accept, first wins. */
export function IncomingCoverRequestCard({ request, onChanged, viewerId }: CardProps & { viewerId: string }) {
  const [accepting, setAccepting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const when = coverWhen(request);
  const mine = request.status === 'covered' && request.coveredBy?.userId === viewerId;

  const accept = async () => {
    setAccepting(true);
    setRefusal(null);
    try {
      await acceptCover(request.id);
      onChanged();
    } catch (error) {
      setRefusal(serverMessageOr(error));
    } finally {
      setAccepting(false);
    }
  };

  return (
    <article
      aria-label={`${request.requesterName} needs cover on ${when}`}
      className="rounded-xl border border-sand-200 bg-white p-4"
    >
      <h3 className="text-lg font-bold">
        {request.requesterName} needs cover on {when}
      </h3>
      <RequestDetails request={request} />
      {mine ? (
        <p role="status" className="mt-2 font-semibold">
          You are covering this. {request.requesterName} has your email address.
        </p>
      ) : null}
      {request.status === 'open' && refusal === null ? (
        <Button
          className="mt-3"
          size="sm"
          pending={accepting}
          aria-label={`Accept cover for ${request.requesterName} on ${when}`}
          onClick={() => void accept()}
        >
          Accept cover
        </Button>
      ) : null}
      {refusal ? (
        <p role="alert" className="mt-2 font-semibold text-danger-800">
          {refusal}
        </p>
      ) : null}
    </article>
  );
}
