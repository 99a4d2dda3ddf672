import { useCallback, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { ToastContext, type ToastApi } from './toast-context';
import { TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS, toastReducer, type ToastInput } from './toast-state';
import { Toaster } from './toaster';

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, dispatch] = useReducer(toastReducer, []);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const schedule = useCallback((id: number, delay: number, action: () => void) => {
    clearTimeout(timers.current.get(id));
    timers.current.set(
      id,
      setTimeout(() => {
        timers.current.delete(id);
        action();
      }, delay),
    );
  }, []);

  const dismiss = useCallback(
    (id: number) => {
      dispatch({ type: 'dismiss', id });
      schedule(id, TOAST_REMOVE_DELAY_MS, () => dispatch({ type: 'remove', id }));
    },
    [schedule],
  );

  const toast = useCallback(
    (input: ToastInput) => {
      const id = nextId.current++;
      const duration = input.duration ?? TOAST_DURATION_MS;
      dispatch({
        type: 'add',
        toast: { ...input, variant: input.variant ?? 'default', duration, id, open: true },
      });
      schedule(id, duration, () => dismiss(id));
      return id;
    },
    [dismiss, schedule],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach((timer) => clearTimeout(timer));
      pending.clear();
    };
  }, []);

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Toaster toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}
