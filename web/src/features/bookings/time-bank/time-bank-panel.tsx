import { useEffect, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { fetchTimeBank, type TimeBank } from './time-bank-api';
import { hoursWords, REASON_WORDS, signedHours } from './time-bank-words';

type Loaded = { status: 'loading' } | { status: 'ready'; timeBank: TimeBank } | { status: 'failed' };

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Europe/London',
  });

/** The member's childcare time-bank: balance, hours held by open requests, and every movement. */
export function TimeBankPanel() {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  useEffect(() => {
    const abort = new AbortController();
    fetchTimeBank(abort.signal).then(
      (timeBank) => !abort.signal.aborted && setLoaded({ status: 'ready', timeBank }),
      () => !abort.signal.aborted && setLoaded({ status: 'failed' }),
    );
    return () => abort.abort();
  }, []);

  return (
    <section
      aria-labelledby="time-bank-heading"
      className="flex flex-col gap-3 rounded-xl border border-sand-200 bg-white p-4"
    >
      <h3 id="time-bank-heading" className="text-xl font-bold">
        Childcare time-bank
      </h3>
      <p className="text-sm text-ink-muted">
        Reciprocal childcare is paid in hours, never money. You earn hours by looking after other parents&apos; children
        and spend them when others look after yours. Hours can never be bought or cashed out.
      </p>
      {loaded.status === 'loading' ? <Spinner label="Loading your time-bank" /> : null}
      {loaded.status === 'failed' ? <p className="text-ink-muted">We could not load your time-bank just now.</p> : null}
      {loaded.status === 'ready' ? <TimeBankDetails timeBank={loaded.timeBank} /> : null}
    </section>
  );
}

function TimeBankDetails({ timeBank }: { timeBank: TimeBank }) {
  return (
    <>
      <p>
        <span className="font-semibold">Balance: </span>
        <span data-testid="time-bank-balance">{hoursWords(timeBank.balance)}</span>
        {timeBank.heldHours > 0 ? ` (${hoursWords(timeBank.heldHours)} held by your open requests)` : ''}
      </p>
      {timeBank.entries.length === 0 ? (
        <p className="text-ink-muted">No hours yet. Verified members receive starter hours.</p>
      ) : (
        <ul aria-label="Time-bank history" className="flex flex-col gap-1 text-sm">
          {timeBank.entries.map((entry) => (
            <li key={entry.id} className="flex flex-wrap justify-between gap-2">
              <span>
                {REASON_WORDS[entry.reason]} · {dateOf(entry.createdAt)}
              </span>
              <span className="font-semibold">{signedHours(entry.hoursDelta)}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
