import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../api/api-error';
import { useToast } from '../../../components/toast';
import { listServices, type Service, type ServiceFilter } from '../services-api';

export interface ServiceBrowse {
  services: Service[];
  nextCursor: string | null;
  status: 'loading' | 'ready' | 'failed';
  loadingMore: boolean;
  loadMore: () => void;
  retry: () => void;
}

export function failureDescription(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage();
  return 'Please check your connection and try again.';
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** Browses services page by page (server-side filters, keyset cursor); a new filter starts again at the first page. */
export function useServiceBrowse(filter: ServiceFilter, enabled = true): ServiceBrowse {
  const { toast } = useToast();
  const [services, setServices] = useState<Service[]>([]);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [status, setStatus] = useState<ServiceBrowse['status']>('loading');
  const [loadingMore, setLoadingMore] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const controller = useRef<AbortController | null>(null);
  const filterKey = JSON.stringify(filter);

  const fail = useCallback(
    (error: unknown) => {
      toast({ variant: 'destructive', title: 'Failed to fetch services', description: failureDescription(error) });
    },
    [toast],
  );

  useEffect(() => {
    if (!enabled) return;
    const abort = new AbortController();
    controller.current?.abort();
    controller.current = abort;
    setStatus('loading');
    setServices([]);
    setNextCursor(null);
    listServices(JSON.parse(filterKey) as ServiceFilter, null, abort.signal).then(
      (page) => {
        if (abort.signal.aborted) return;
        setServices(page.services);
        setNextCursor(page.nextCursor);
        setStatus('ready');
      },
      (error: unknown) => {
        if (abort.signal.aborted || isAbort(error)) return;
        setStatus('failed');
        fail(error);
      },
    );
    return () => abort.abort();
  }, [filterKey, attempt, enabled, fail]);

  const loadMore = useCallback(() => {
    if (!nextCursor || loadingMore) return;
    const signal = controller.current?.signal;
    setLoadingMore(true);
    listServices(JSON.parse(filterKey) as ServiceFilter, nextCursor, signal)
      .then(
        (page) => {
          if (signal?.aborted) return;
          setServices((current) => {
            const seen = new Set(current.map((service) => service.id));
            return [...current, ...page.services.filter((service) => !seen.has(service.id))];
          });
          setNextCursor(page.nextCursor);
        },
        (error: unknown) => {
          if (!signal?.aborted && !isAbort(error)) fail(error);
        },
      )
      .finally(() => setLoadingMore(false));
  }, [nextCursor, loadingMore, filterKey, fail]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);

  return { services, nextCursor, status, loadingMore, loadMore, retry };
}
