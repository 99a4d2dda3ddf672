import { useState } from 'react';
import { Button } from './button';
import { Dialog, DialogActions, DialogContent, DialogTrigger } from './dialog';

/**
 * A quiet Delete button behind a confirmation. `onConfirm` deletes and tells the member how it went; it answers
 * whether the deletion happened, and the dialog closes only then.
 */
export function ConfirmDeleteDialog({
  itemName,
  title,
  confirmation,
  onConfirm,
}: {
  /** Names the button for assistive technology: "Delete <itemName>". */
  itemName: string;
  title: string;
  confirmation: string;
  onConfirm: () => Promise<boolean>;
}) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    try {
      if (await onConfirm()) setOpen(false);
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="quiet" size="sm" aria-label={`Delete ${itemName}`}>
          Delete
        </Button>
      </DialogTrigger>
      <DialogContent title={title} description={confirmation} role="alertdialog">
        <DialogActions className="mt-6">
          <Button variant="danger" pending={pending} onClick={() => void confirm()}>
            Delete
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
