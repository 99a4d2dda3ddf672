import { useCallback } from 'react';
import { useToast } from '../../components/toast';
import { browserShareEnvironment, serviceShareUrl, shareService, type ShareOutcome } from './share-service';
import type { Service } from './services-api';

export function useShareService(): (service: Pick<Service, 'id' | 'title' | 'description'>) => Promise<ShareOutcome> {
  const { toast } = useToast();
  return useCallback(
    (service) =>
      shareService(
        { title: service.title, description: service.description, url: serviceShareUrl(service.id) },
        browserShareEnvironment(toast),
      ),
    [toast],
  );
}
