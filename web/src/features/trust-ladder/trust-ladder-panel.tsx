import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../api/api-error';
import { useToast } from '../../components/toast';
import { stepClimbed, TRUST_STEPS, TrustBadges, type TrustLevel } from '../../components/trust-badges';
import { Spinner } from '../../components/ui/spinner';
import { memberName } from '../video-meetings/meeting-words';
import type { FoundMember } from '../video-meetings/video-meetings-api';
import { AskForVouch } from './ask-for-vouch';
import {
  answerVouch,
  fetchVouches,
  openVouchCount,
  requestVouch,
  revokeVouch,
  type MemberVouch,
  type Vouches,
  VOUCHES_FOR_VOUCHED,
} from './trust-ladder-api';
import { MY_TRUST_LADDER_QUERY } from './trust-ladder.query';
import { AskedVouches, GivenVouches, IncomingVouchRequests } from './vouch-lists';

type Loaded = { status: 'loading' } | { status: 'ready'; vouches: Vouches } | { status: 'failed' };

const problem = (cause: unknown): string =>
  cause instanceof ApiError ? cause.serverMessage() : 'Please try again in a moment.';

/** The member's trust ladder: the steps climbed, vouches asked for, asked of them, and given. */
export function TrustLadderPanel() {
  const { toast } = useToast();
  const ladder = useQuery(MY_TRUST_LADDER_QUERY, { fetchPolicy: 'network-only' });
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [busy, setBusy] = useState(false);

  const reload = useCallback(async (signal?: AbortSignal) => {
    try {
      const vouches = await fetchVouches(signal);
      if (!signal?.aborted) setLoaded({ status: 'ready', vouches });
    } catch {
      if (!signal?.aborted) setLoaded({ status: 'failed' });
    }
  }, []);

  useEffect(() => {
    const abort = new AbortController();
    void reload(abort.signal);
    return () => abort.abort();
  }, [reload]);

  const act = async (work: () => Promise<unknown>, done: { title: string; description: string }, failed: string) => {
    setBusy(true);
    try {
      await work();
      toast(done);
      await Promise.all([reload(), ladder.refetch()]);
    } catch (cause) {
      toast({ variant: 'destructive', title: failed, description: problem(cause) });
    } finally {
      setBusy(false);
    }
  };

  const ask = (member: FoundMember) =>
    void act(
      () => requestVouch(member.id),
      { title: 'Vouch requested', description: `We have asked ${memberName(member)} to vouch for you.` },
      'Failed to ask for a vouch',
    );
  const answer = (vouch: MemberVouch, accept: boolean) =>
    void act(
      () => answerVouch(vouch.id, accept),
      accept
        ? { title: 'Vouch given', description: `You vouched for ${vouch.memberName}.` }
        : { title: 'Request declined', description: `You declined ${vouch.memberName}'s request.` },
      'Failed to answer the request',
    );
  const revoke = (vouch: MemberVouch) =>
    void act(
      () => revokeVouch(vouch.id),
      { title: 'Vouch withdrawn', description: `You no longer vouch for ${vouch.memberName}.` },
      'Failed to withdraw the vouch',
    );

  const me = ladder.data?.me;
  const level: TrustLevel = me?.trustLevel ?? 'NONE';

  return (
    <section aria-labelledby="trust-ladder-heading" className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h2 id="trust-ladder-heading" className="text-xl font-bold">
          Trust ladder
        </h2>
        <p className="text-sm text-ink-muted">
          Each step is a badge other parents see: identity verified, then vouched for by two verified members who know
          you, then an enhanced DBS check an admin has seen.
        </p>
        {ladder.loading && !me ? <Spinner label="Loading your trust ladder" /> : null}
        {me ? (
          <>
            <ol aria-label="Trust ladder steps" className="flex flex-col gap-1">
              {TRUST_STEPS.map((step) => (
                <li key={step.level}>
                  {step.label}: {stepClimbed(level, step.level) ? 'done' : 'not yet'}
                  {step.level === 'VOUCHED' ? ` (${me.vouchCount} of ${VOUCHES_FOR_VOUCHED} vouches)` : ''}
                </li>
              ))}
            </ol>
            <TrustBadges level={level} />
          </>
        ) : null}
      </div>
      {loaded.status === 'loading' ? <Spinner label="Loading your vouches" /> : null}
      {loaded.status === 'failed' ? (
        <p role="alert" className="text-danger-800">
          We could not load your vouches. Please try again later.
        </p>
      ) : null}
      {loaded.status === 'ready' ? (
        <VouchSections
          vouches={loaded.vouches}
          verified={me?.isVerified === true}
          busy={busy}
          onAsk={ask}
          onAnswer={answer}
          onRevoke={revoke}
        />
      ) : null}
    </section>
  );
}

interface VouchSectionsProps {
  vouches: Vouches;
  verified: boolean;
  busy: boolean;
  onAsk: (member: FoundMember) => void;
  onAnswer: (vouch: MemberVouch, accept: boolean) => void;
  onRevoke: (vouch: MemberVouch) => void;
}

function VouchSections({ vouches, verified, busy, onAsk, onAnswer, onRevoke }: VouchSectionsProps) {
  const open = vouches.asked.filter((vouch) => vouch.status === 'requested' || vouch.status === 'active');
  return (
    <>
      {verified ? (
        <AskForVouch
          openCount={openVouchCount(vouches.asked)}
          askedIds={new Set(open.map((vouch) => vouch.voucherId))}
          asking={busy}
          onAsk={onAsk}
        />
      ) : (
        <p>Once your identity is verified you can ask members who know you for a vouch.</p>
      )}
      <AskedVouches vouches={vouches.asked} />
      <IncomingVouchRequests
        vouches={vouches.askedOfMe.filter((vouch) => vouch.status === 'requested')}
        busy={busy}
        onAnswer={onAnswer}
      />
      <GivenVouches
        vouches={vouches.askedOfMe.filter((vouch) => vouch.status === 'active')}
        busy={busy}
        onRevoke={onRevoke}
      />
    </>
  );
}
