import { useCallback, type ReactNode } from 'react';
import { PageTitle } from '../../components/page-title';
import { PageSpinner, Spinner } from '../../components/ui/spinner';
import { useLoaded, type Loaded } from '../../lib/use-loaded';
import { useAuth } from '../auth/auth-context';
import { getCoverCircle, getCoverRequests, type CoverCircle, type CoverRequest } from './cover-circle-api';
import { CoverCircleSection } from './cover-circle-section';
import { IncomingCoverRequestCard, MyCoverRequestCard } from './cover-request-card';
import { RequestCoverForm } from './request-cover-form';

const LOAD_FAILED = 'We could not load this just now. Please try again later.';

/** /cover: the member's emergency cover circle, their urgent cover requests, and the requests sent to them. */
export default function CoverCirclePage() {
  const { state } = useAuth();
  if (state.status !== 'authenticated') return <PageSpinner />;
  return <CoverCircleContent viewerId={state.user.id} />;
}

function CoverCircleContent({ viewerId }: { viewerId: string }) {
  const { loaded: circle, reload: reloadCircle } = useLoaded(
    useCallback((signal: AbortSignal) => getCoverCircle(signal), []),
  );
  const { loaded: requests, reload: reloadRequests } = useLoaded(
    useCallback((signal: AbortSignal) => getCoverRequests(signal), []),
  );

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-10">
      <PageTitle title="Emergency cover" />
      <div>
        <h1 className="text-4xl font-extrabold">Emergency cover</h1>
        <p className="mt-2 text-lg text-ink-muted">
          A sick child on a work day? Ask the people you trust first. If nobody in your circle can answer in time, we
          ask verified childcare hosts near you too. The first to accept covers it.
        </p>
      </div>
      <AskForCover circle={circle} onRequested={reloadRequests} />
      <section aria-labelledby="my-cover-requests-heading" className="flex flex-col gap-3">
        <h2 id="my-cover-requests-heading" className="text-2xl font-bold">
          Your cover requests
        </h2>
        <RequestList
          requests={requests}
          pick={(request) => request.requesterId === viewerId}
          empty="You have not asked for cover yet."
          render={(request) => <MyCoverRequestCard request={request} onChanged={reloadRequests} />}
        />
      </section>
      <section aria-labelledby="requests-to-you-heading" className="flex flex-col gap-3">
        <h2 id="requests-to-you-heading" className="text-2xl font-bold">
          Requests sent to you
        </h2>
        <RequestList
          requests={requests}
          pick={(request) => request.requesterId !== viewerId}
          empty="Nobody needs cover from you right now."
          render={(request) => (
            <IncomingCoverRequestCard request={request} viewerId={viewerId} onChanged={reloadRequests} />
          )}
        />
      </section>
      {circle.status === 'ready' ? <CoverCircleSection circle={circle.value} onChanged={reloadCircle} /> : null}
      {circle.status === 'loading' ? <Spinner label="Loading your cover circle" /> : null}
    </div>
  );
}

function AskForCover({ circle, onRequested }: { circle: Loaded<CoverCircle>; onRequested: () => void }) {
  return (
    <section aria-labelledby="ask-for-cover-heading" className="rounded-2xl border border-sand-200 bg-white p-6">
      <h2 id="ask-for-cover-heading" className="text-2xl font-bold">
        Ask for urgent cover
      </h2>
      {circle.status === 'loading' ? <Spinner label="Loading your cover circle" /> : null}
      {circle.status === 'failed' ? (
        <p role="alert" className="mt-2 text-danger-800">
          {LOAD_FAILED}
        </p>
      ) : null}
      {circle.status === 'ready' && circle.value.members.length === 0 ? (
        <p className="mt-2">Add someone to your cover circle first.</p>
      ) : null}
      {circle.status === 'ready' && circle.value.members.length > 0 ? (
        <>
          <p className="mt-1 mb-4 text-ink-muted">Everyone in your circle is emailed at once.</p>
          <RequestCoverForm onRequested={onRequested} />
        </>
      ) : null}
    </section>
  );
}

function RequestList({
  requests,
  pick,
  empty,
  render,
}: {
  requests: Loaded<CoverRequest[]>;
  pick: (request: CoverRequest) => boolean;
  empty: string;
  render: (request: CoverRequest) => ReactNode;
}) {
  if (requests.status === 'loading') return <Spinner label="Loading cover requests" />;
  if (requests.status === 'failed') {
    return (
      <p role="alert" className="text-danger-800">
        {LOAD_FAILED}
      </p>
    );
  }
  const picked = requests.value.filter(pick);
  if (picked.length === 0) return <p className="text-ink-muted">{empty}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {picked.map((request) => (
        <li key={request.id}>{render(request)}</li>
      ))}
    </ul>
  );
}
