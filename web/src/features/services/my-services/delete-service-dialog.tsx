import { useState } from 'react';
import { useToast } from '../../../components/toast';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { failureDescription } from '../browse/use-service-browse';
import { deleteService, type Service } from '../services-api';

export const DELETE_CONFIRMATION =
  'Are you sure you want to delete this service? This action cannot be undone and will remove all associated data.';

export function DeleteServiceDialog({ service, onDeleted }: { service: Service; onDeleted: (id: string) => void }) {
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    try {
      await deleteService(service.id);
      setOpen(false);
      toast({ title: 'Service Deleted', description: `“${service.title}” has been deleted.` });
      onDeleted(service.id);
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: failureDescription(error) });
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="quiet" size="sm" aria-label={`Delete ${service.title}`}>
          Delete
        </Button>
      </DialogTrigger>
      <DialogContent title="Delete this service?" description={DELETE_CONFIRMATION} role="alertdialog">
        <DialogActions className="mt-6">
          <Button variant="danger" pending={pending} onClick={() => void confirm()}>
            Delete
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
