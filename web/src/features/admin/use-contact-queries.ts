import { useCallback, useEffect, useState } from 'react';
import { getContactQueries, type ContactQuery } from '../contact/contact-api';

export type LoadedQueries = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; queries: ContactQuery[] };

/** The contact queries (unresolved first, as community lists them), and a way to read them again. */
export function useContactQueries(): { loaded: LoadedQueries; reload: () => void } {
  const [loaded, setLoaded] = useState<LoadedQueries>({ status: 'loading' });

  const load = useCallback((signal?: AbortSignal) => {
    getContactQueries(signal).then(
      (queries) => setLoaded({ status: 'ready', queries }),
      () => {
        if (!signal?.aborted) setLoaded({ status: 'failed' });
      },
    );
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  return { loaded, reload: useCallback(() => load(), [load]) };
}
