import { Toast } from 'radix-ui';
import { CloseIcon } from '../ui/icons';
import { TOAST_DURATION_MS, type ToastItem } from './toast-state';

interface ToasterProps {
  toasts: ToastItem[];
  onDismiss: (id: number) => void;
}

export function Toaster({ toasts, onDismiss }: ToasterProps) {
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} label="Notification" swipeDirection="right">
      {toasts.map((toast) => (
        <ToastCard key={toast.id} toast={toast} onDismiss={onDismiss} />
      ))}
      <Toast.Viewport className="fixed inset-x-0 bottom-0 z-[60] m-0 flex list-none flex-col items-center gap-2 p-4 outline-none sm:top-16 sm:bottom-auto sm:items-end" />
    </Toast.Provider>
  );
}

function ToastCard({ toast, onDismiss }: { toast: ToastItem; onDismiss: (id: number) => void }) {
  const destructive = toast.variant === 'destructive';
  return (
    <Toast.Root
      open={toast.open}
      onOpenChange={(open) => {
        if (!open) onDismiss(toast.id);
      }}
      duration={toast.duration}
      type={destructive ? 'foreground' : 'background'}
      data-variant={toast.variant}
      className={`flex w-full max-w-sm items-start gap-3 rounded-xl border p-4 shadow-lg data-[state=open]:animate-rise-in data-[state=closed]:animate-fade-out data-[swipe=end]:animate-fade-out ${
        destructive ? 'border-danger-600 bg-danger-50 text-danger-800' : 'border-sand-200 bg-white text-ink'
      }`}
    >
      <div className="flex-1">
        <Toast.Title className="font-semibold">{toast.title}</Toast.Title>
        {toast.description ? <Toast.Description className="mt-1 text-sm">{toast.description}</Toast.Description> : null}
      </div>
      <Toast.Close
        aria-label="Dismiss notification"
        className="-mt-1 -mr-1 inline-flex size-8 shrink-0 items-center justify-center rounded-full hover:bg-black/5"
      >
        <CloseIcon className="size-4" />
      </Toast.Close>
    </Toast.Root>
  );
}
