import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { Button } from './button';
import { CloseIcon } from './icons';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

type Placement = 'center' | 'right';

interface DialogContentProps extends Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
  placement?: Placement;
  closeLabel?: string;
  hideTitle?: boolean;
}

const placements: Record<Placement, string> = {
  center:
    'fixed top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl p-6 data-[state=open]:animate-rise-in data-[state=closed]:animate-fade-out',
  right:
    'fixed inset-y-0 right-0 flex h-dvh w-[min(22rem,88vw)] flex-col overflow-y-auto p-5 data-[state=open]:animate-sheet-in data-[state=closed]:animate-sheet-out',
};

export function DialogContent({
  title,
  description,
  placement = 'center',
  closeLabel = 'Close',
  hideTitle = false,
  className,
  children,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-ink/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
      <DialogPrimitive.Content
        className={`z-50 bg-white text-ink shadow-xl ${placements[placement]} ${className ?? ''}`}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
      >
        <div className="flex items-start justify-between gap-4">
          <DialogPrimitive.Title className={hideTitle ? 'sr-only' : 'text-xl font-bold'}>{title}</DialogPrimitive.Title>
          <DialogPrimitive.Close
            aria-label={closeLabel}
            className="-mt-1 -mr-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-sand-100 hover:text-ink"
          >
            <CloseIcon />
          </DialogPrimitive.Close>
        </div>
        {description ? (
          <DialogPrimitive.Description className="mt-1 text-ink-muted">{description}</DialogPrimitive.Description>
        ) : null}
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** A dialog's last row: a button that closes it ('Cancel' unless named otherwise), then the dialog's own action. */
export function DialogActions({
  cancelLabel = 'Cancel',
  className = '',
  children,
}: {
  cancelLabel?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`flex flex-wrap justify-end gap-2 ${className}`}>
      <DialogPrimitive.Close asChild>
        <Button variant="secondary" type="button">
          {cancelLabel}
        </Button>
      </DialogPrimitive.Close>
      {children}
    </div>
  );
}
