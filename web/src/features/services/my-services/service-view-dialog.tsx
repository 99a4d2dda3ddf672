import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { ServiceFacts } from '../service-facts';
import type { Service } from '../services-api';

export function ServiceViewDialog({ service }: { service: Service }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm" aria-label={`View ${service.title}`}>
          View
        </Button>
      </DialogTrigger>
      <DialogContent title={service.title} className="max-w-2xl">
        <p className="mt-3 whitespace-pre-line text-ink">{service.description}</p>
        <ServiceFacts service={service} className="mt-4" />
      </DialogContent>
    </Dialog>
  );
}
