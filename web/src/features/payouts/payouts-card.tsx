import { useEffect, useState } from 'react';
import { ApiError } from '../../api/api-error';
import { useToast } from '../../components/toast';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { fetchPayoutAccount, startPayoutOnboarding, type PayoutAccount, type PayoutAccountStatus } from './payouts-api';

const STATUS: Record<PayoutAccountStatus, { label: string; tone: BadgeTone; text: string; action: string }> = {
  not_started: {
    label: 'Not set up',
    tone: 'neutral',
    text: 'Set up payouts to receive the money from your paid bookings.',
    action: 'Set up payouts',
  },
  incomplete: {
    label: 'Incomplete',
    tone: 'amber',
    text: 'Your payout setup is not finished yet.',
    action: 'Continue payout setup',
  },
  enabled: {
    label: 'Active',
    tone: 'sage',
    text: 'Payouts are set up: paid bookings are paid out to you.',
    action: '',
  },
};

type Load = { status: 'loading' } | { status: 'ready'; account: PayoutAccount } | { status: 'failed' };

/** The host's payouts: their status, and the way to the provider's setup (back to this page afterwards). */
export function PayoutsCard({
  navigate = (url: string) => window.location.assign(url),
}: {
  navigate?: (url: string) => void;
}) {
  const { toast } = useToast();
  const [state, setState] = useState<Load>({ status: 'loading' });
  const [starting, setStarting] = useState(false);

  useEffect(() => {
    const abort = new AbortController();
    fetchPayoutAccount(abort.signal).then(
      (account) => !abort.signal.aborted && setState({ status: 'ready', account }),
      () => !abort.signal.aborted && setState({ status: 'failed' }),
    );
    return () => abort.abort();
  }, []);

  const start = async () => {
    setStarting(true);
    try {
      const { url } = await startPayoutOnboarding();
      navigate(url);
    } catch (failure) {
      toast({
        variant: 'destructive',
        title: 'Payouts could not be set up just now',
        description: failure instanceof ApiError ? failure.serverMessage() : 'Please try again.',
      });
      setStarting(false);
    }
  };

  return (
    <Card as="section" aria-labelledby="payouts-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="payouts-heading" className="text-2xl font-bold">
          Payouts
        </h2>
        {state.status === 'ready' ? (
          <Badge tone={STATUS[state.account.status].tone}>{STATUS[state.account.status].label}</Badge>
        ) : null}
      </div>
      {state.status === 'loading' ? <Spinner label="Loading your payouts" /> : null}
      {state.status === 'failed' ? <p className="mt-2">We could not load your payouts just now.</p> : null}
      {state.status === 'ready' ? (
        <>
          <p className="mt-2 text-ink-muted">
            {state.account.status !== 'enabled' && !state.account.onboardingAvailable
              ? 'Payouts cannot be set up here yet.'
              : STATUS[state.account.status].text}
          </p>
          {state.account.status !== 'enabled' && state.account.onboardingAvailable ? (
            <Button className="mt-4" onClick={() => void start()} disabled={starting}>
              {STATUS[state.account.status].action}
            </Button>
          ) : null}
        </>
      ) : null}
    </Card>
  );
}
