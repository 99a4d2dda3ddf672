import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../../api/api-error';
import { fetchService, type Service } from '../services-api';

export type ServiceDetailState =
  { status: 'loading' } | { status: 'found'; service: Service } | { status: 'not-found' } | { status: 'failed' };

export function useServiceDetail(id: string): { state: ServiceDetailState; retry: () => void } {
  const [state, setState] = useState<ServiceDetailState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    setState({ status: 'loading' });
    fetchService(id, abort.signal).then(
      (service) => {
        if (!abort.signal.aborted) setState({ status: 'found', service });
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
        setState({ status: missing ? 'not-found' : 'failed' });
      },
    );
    return () => abort.abort();
  }, [id, attempt]);

  return { state, retry: useCallback(() => setAttempt((value) => value + 1), []) };
}
