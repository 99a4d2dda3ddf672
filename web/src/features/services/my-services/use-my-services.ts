import { useCallback, useEffect, useState } from 'react';
import { useToast } from '../../../components/toast';
import { failureDescription } from '../browse/use-service-browse';
import { fetchMyServices, type Service } from '../services-api';

export interface MyServices {
  services: Service[];
  status: 'loading' | 'ready' | 'failed';
  replace: (service: Service) => void;
  remove: (id: string) => void;
  retry: () => void;
}

/** The member's own services, every status, newest first. */
export function useMyServices(): MyServices {
  const { toast } = useToast();
  const [services, setServices] = useState<Service[]>([]);
  const [status, setStatus] = useState<MyServices['status']>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    setStatus('loading');
    fetchMyServices(abort.signal).then(
      (mine) => {
        if (abort.signal.aborted) return;
        setServices(mine);
        setStatus('ready');
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        setStatus('failed');
        toast({ variant: 'destructive', title: 'Failed to fetch services', description: failureDescription(error) });
      },
    );
    return () => abort.abort();
  }, [attempt, toast]);

  const replace = useCallback(
    (updated: Service) =>
      setServices((current) => current.map((service) => (service.id === updated.id ? updated : service))),
    [],
  );
  const remove = useCallback(
    (id: string) => setServices((current) => current.filter((service) => service.id !== id)),
    [],
  );
  const retry = useCallback(() => setAttempt((value) => value + 1), []);

  return { services, status, replace, remove, retry };
}
