import { useCallback, useEffect, useState } from 'react';

export type Loaded<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; value: T };

/** Loads with `load` whenever its inputs change (and on `reload()`), dropping answers to outdated requests. */
export function useLoaded<T>(load: (signal: AbortSignal) => Promise<T>): { loaded: Loaded<T>; reload: () => void } {
  const [loaded, setLoaded] = useState<Loaded<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (value) => {
        if (!controller.signal.aborted) setLoaded({ status: 'ready', value });
      },
      () => {
        if (!controller.signal.aborted) setLoaded({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [load, round]);

  return { loaded, reload: useCallback(() => setRound((value) => value + 1), []) };
}
