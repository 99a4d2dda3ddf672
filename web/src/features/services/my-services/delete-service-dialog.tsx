import { useToast } from '../../../components/toast';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import { failureDescription } from '../browse/use-service-browse';
import { deleteService, type Service } from '../services-api';

export const DELETE_CONFIRMATION =
  'Are you sure you want to delete this service? This action cannot be undone and will remove all associated data.';

export function DeleteServiceDialog({ service, onDeleted }: { service: Service; onDeleted: (id: string) => void }) {
  const { toast } = useToast();

  const removeService = async (): Promise<boolean> => {
    try {
      await deleteService(service.id);
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: failureDescription(error) });
      return false;
    }
    toast({ title: 'Service Deleted', description: `“${service.title}” has been deleted.` });
    onDeleted(service.id);
    return true;
  };

  return (
    <ConfirmDeleteDialog
      itemName={service.title}
      title="Delete this service?"
      confirmation={DELETE_CONFIRMATION}
      onConfirm={removeService}
    />
  );
}
