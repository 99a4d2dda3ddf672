import { useCallback, useEffect, useState } from 'react';
import { fetchServiceOccurrences, type ServiceOccurrence } from './occurrences-api';

export type OccurrencesLoad =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; occurrences: ServiceOccurrence[] }
  | { status: 'failed' };

/** The upcoming occurrences of a recurring service with a first date; 'none' for any other service. */
export function useServiceOccurrences(service: { id: string; isRecurring: boolean; dateTime: string | null }) {
  const repeats = service.isRecurring && service.dateTime !== null;
  const [load, setLoad] = useState<OccurrencesLoad>(repeats ? { status: 'loading' } : { status: 'none' });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!repeats) {
      setLoad({ status: 'none' });
      return;
    }
    const abort = new AbortController();
    fetchServiceOccurrences(service.id, abort.signal).then(
      (occurrences) => !abort.signal.aborted && setLoad({ status: 'ready', occurrences }),
      () => !abort.signal.aborted && setLoad({ status: 'failed' }),
    );
    return () => abort.abort();
  }, [service.id, repeats, version]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { load, reload, replace: (occurrences: ServiceOccurrence[]) => setLoad({ status: 'ready', occurrences }) };
}
