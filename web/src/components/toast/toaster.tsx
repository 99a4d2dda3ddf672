import type { ToastItem } from './toast-state';

const regionClass = 'flex flex-col items-center gap-2 sm:items-end';

interface ToasterProps {
  toasts: ToastItem[];
  onDismiss: (id: number) => void;
}

export function Toaster({ toasts, onDismiss }: ToasterProps) {
  const visible = toasts.filter((toast) => toast.open);
  const polite = visible.filter((toast) => toast.variant !== 'destructive');
  const urgent = visible.filter((toast) => toast.variant === 'destructive');

  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-50 p-4 sm:bottom-auto sm:top-0">
      <div role="status" aria-live="polite" aria-atomic="true" className={regionClass}>
        {polite.map((toast) => (
          <ToastCard key={toast.id} toast={toast} onDismiss={onDismiss} />
        ))}
      </div>
      <div role="alert" aria-atomic="true" className={regionClass}>
        {urgent.map((toast) => (
          <ToastCard key={toast.id} toast={toast} onDismiss={onDismiss} />
        ))}
      </div>
    </div>
  );
}

function ToastCard({ toast, onDismiss }: { toast: ToastItem; onDismiss: (id: number) => void }) {
  const destructive = toast.variant === 'destructive';
  return (
    <div
      data-variant={toast.variant}
      className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border p-4 shadow-lg ${
        destructive ? 'border-danger-600 bg-danger-50 text-danger-800' : 'border-sand-200 bg-white text-ink'
      }`}
    >
      <div className="flex-1">
        <p className="font-semibold">{toast.title}</p>
        {toast.description ? <p className="mt-1 text-sm">{toast.description}</p> : null}
      </div>
      <button
        type="button"
        onClick={() => onDismiss(toast.id)}
        aria-label="Dismiss notification"
        className="rounded-md px-2 text-lg leading-none hover:bg-black/5"
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
