import { useToast } from '../../components/toast';
import { Button } from '../../components/ui/button';
import { buttonClass } from '../../components/ui/button-styles';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../components/ui/dialog';
import { Tooltip, TooltipProvider } from '../../components/ui/tooltip';
import { Specimen } from './showcase-section';

export function OverlayShowcase() {
  const { toast } = useToast();
  return (
    <TooltipProvider>
      <Specimen title="Dialog">
        <Dialog>
          <DialogTrigger className={buttonClass({ variant: 'secondary' })}>Delete service</DialogTrigger>
          <DialogContent
            title="Delete this service?"
            description="Are you sure you want to delete this service? This action cannot be undone and will remove all associated data."
          >
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <DialogClose className={buttonClass({ variant: 'secondary' })}>Keep it</DialogClose>
              <DialogClose className={buttonClass({ variant: 'danger' })}>Delete</DialogClose>
            </div>
          </DialogContent>
        </Dialog>
      </Specimen>
      <Specimen title="Toast (one at a time, 5 seconds)">
        <Button
          variant="secondary"
          onClick={() => toast({ title: 'Service Created', description: 'Members near you can now book it.' })}
        >
          Show a toast
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            toast({ variant: 'destructive', title: 'Failed to create service', description: '500: Server error' })
          }
        >
          Show an error toast
        </Button>
      </Specimen>
      <Specimen title="Tooltip (opens after 700 ms, 300 ms skip delay)">
        <Tooltip content="Verified members have shown our team a passport or government ID.">
          <Button variant="secondary">What does verified mean?</Button>
        </Tooltip>
        <Tooltip content="Share this service">
          <Button variant="secondary">Share</Button>
        </Tooltip>
      </Specimen>
    </TooltipProvider>
  );
}
